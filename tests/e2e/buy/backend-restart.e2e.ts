import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { startStack, type RunningStack } from '../../support/stack.ts'
import { launchChromium, waitForHydration } from '../support/browser.ts'
import { CUFF, expectCartCount, openProduct, textsOf } from './support.ts'

describe('a cart across a backend restart', () => {
  let browser: Browser
  let stack: RunningStack | undefined
  let dataDir: string
  let env: Record<string, string>
  beforeAll(async () => {
    browser = await launchChromium()
    // Its own stack, with a data directory that outlives it. The restarted stack listens on other ports; cookies
    // are kept per host, not per port, so the browser still holds the checkout id.
    dataDir = await mkdtemp(path.join(tmpdir(), 'storefront-restart-'))
    env = { BACKEND_DATA_DIR: dataDir }
    stack = await startStack({ env, quiet: true })
  })
  afterAll(async () => {
    await browser?.close()
    await stack?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('keeps every line of the cart when the backend restarts', async () => {
    const LL = textsOf('uk')
    const page = await browser.newPage()
    await openProduct(page, stack!.shopUrl, 'uk', CUFF.id)
    await expectCartCount(page, LL, 0)
    await page.getByRole('radio', { name: CUFF.size }).check()
    await page.getByRole('button', { name: LL.ADD_TO_CART(), exact: true }).click()
    await expectCartCount(page, LL, 1)

    await stack!.stop()
    stack = await startStack({ env, quiet: true })

    await openProduct(page, stack.shopUrl, 'uk', CUFF.id)
    await expectCartCount(page, LL, 1)
    await page.close()
  })
})
