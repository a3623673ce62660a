import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { startStack, type RunningStack } from '../../support/stack.ts'
import { launchChromium } from '../support/browser.ts'
import { expectCartCount, MONITOR, openFlyout, openProduct, textsOf } from './support.ts'

describe('checkout in an SSO store', () => {
  let stack: RunningStack
  let browser: Browser
  beforeAll(async () => {
    stack = await startStack({ env: { SSO_ENABLED: 'true', SSO_SECRET: 'sso-warning-test-secret' }, quiet: true })
    browser = await launchChromium()
  }, 180_000)
  afterAll(async () => {
    await browser?.close()
    await stack?.stop()
  })

  it('with SSO on and the visitor not logged in, the cart summary opens the SSO warning modal, which holds the focus and closes with Escape', async () => {
    const LL = textsOf('pl')
    const context = await browser.newContext()
    const page = await context.newPage()
    await openProduct(page, stack.shopUrl, 'pl', MONITOR.id)
    await expectCartCount(page, LL, 0)
    await page.getByRole('button', { name: LL.ADD_TO_CART(), exact: true }).click()
    await expectCartCount(page, LL, 1)

    const flyout = await openFlyout(page, LL, 1)
    await flyout.getByRole('button', { name: LL.CART_CHECKOUT() }).click()
    const warning = page.getByRole('dialog', { name: LL.SSO_WARNING_TITLE() })
    await warning.waitFor()
    expect(await warning.getByText(LL.SSO_WARNING_TEXT()).count()).toBe(1)
    expect(await warning.getByRole('link', { name: LL.LOGIN() }).count()).toBe(1)
    expect(await page.getByRole('dialog', { name: LL.CHECKOUT_LOGIN_TITLE() }).count()).toBe(0)
    await expect.poll(() => warning.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)

    await page.keyboard.press('Escape')
    await warning.waitFor({ state: 'hidden' })
    expect(page.url()).not.toMatch(/\/checkout\//)
    await context.close()
  })
})
