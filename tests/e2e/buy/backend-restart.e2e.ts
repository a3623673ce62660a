import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { startStack, type RunningStack } from '../../support/stack.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'
import { addToCart, CUFF, expectCartCount, openFlyout, openProduct } from './support.ts'

describe('a cart across a backend restart', () => {
  let stack: RunningStack | undefined
  let dataDir: string
  let env: Record<string, string>
  beforeAll(async () => {
    // Its own stack, with a data directory that outlives it. The restarted stack listens on other ports; cookies
    // are kept per host, not per port, so the browser still holds the checkout id.
    dataDir = await mkdtemp(path.join(tmpdir(), 'storefront-restart-'))
    env = { BACKEND_DATA_DIR: dataDir }
    stack = await startStack({ env, quiet: true })
  })
  afterAll(async () => {
    await stack?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  test('keeps every line of the cart when the backend restarts', async ({ page }) => {
    const LL = textsOf('uk')
    await openProduct(page, stack!.shopUrl, 'uk', CUFF.id)
    await expectCartCount(page, LL, 0)
    await page.getByRole('radio', { name: CUFF.size }).check()
    await addToCart(page, LL, 1)
    // The count moves at the click; the platform holds the line once the cart no longer shows it busy.
    const flyout = await openFlyout(page, LL, 1)
    await expect.poll(async () => (await flyout.getByRole('listitem').count()) === 1 && (await flyout.locator('[aria-busy="true"]').count()) === 0).toBe(true)

    await stack!.stop()
    stack = await startStack({ env, quiet: true })

    await openProduct(page, stack.shopUrl, 'uk', CUFF.id)
    await expectCartCount(page, LL, 1)
  })
})
