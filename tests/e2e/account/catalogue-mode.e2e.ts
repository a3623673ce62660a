import { afterAll, beforeAll, describe, expect } from 'vitest'
import { startStack, type RunningStack } from '../../support/stack.ts'
import { visit } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'

describe('catalogue mode', () => {
  let stack: RunningStack
  beforeAll(async () => {
    stack = await startStack({ env: { CATALOGUE_MODE: 'true' }, quiet: true })
  }, 180_000)
  afterAll(() => stack?.stop())

  test('no account action or cart anywhere: the header offers neither, and the login, cart and account pages answer as not found, with no forms', async ({ page }) => {
    const LL = textsOf('de')
    await visit(page, `${stack.shopUrl}/de/`)
    const header = page.getByRole('banner')
    await header.waitFor()
    expect(await header.getByRole('link', { name: LL.LOGIN(), exact: true }).count()).toBe(0)
    expect(await header.getByRole('button', { name: LL.MY_ACCOUNT() }).count()).toBe(0)
    expect(await header.getByRole('button', { name: LL.CART_WITH_COUNT({ count: 0 }), exact: true }).count()).toBe(0)

    for (const path of ['/de/login/', '/de/cart', '/de/reset-password/?id=c1&token=t1', '/de/activate-account/', '/de/order-history/']) {
      const response = await visit(page, `${stack.shopUrl}${path}`)
      expect(response?.status(), path).toBe(404)
      // The header's search is the only form left: nothing to log in, register or reset a password with.
      expect(await page.locator('input[type="password"]').count(), path).toBe(0)
      expect(await page.getByRole('main').locator('form').count(), path).toBe(0)
      expect(await page.getByRole('tab', { name: LL.LOGIN() }).count(), path).toBe(0)
    }
  })
})
