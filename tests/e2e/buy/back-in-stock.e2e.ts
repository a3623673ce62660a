import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchChromium, waitForHydration } from '../support/browser.ts'

/** SPEC §4 Back-in-stock request: submit e-mail, then success message; §5: an e-mail address is needed. */
describe('back-in-stock notification', () => {
  const shopUrl = inject('shopUrl')
  const backendUrl = inject('backendUrl')
  const adminToken = inject('adminToken')
  let browser: Browser
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(() => browser?.close())

  it('registers the e-mail for a sold-out product and says so', async () => {
    const page = await browser.newPage()
    await page.goto(`${shopUrl}/de/p/1055/`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Benachrichtigen, wenn verfügbar' }).click()
    const dialog = page.getByRole('dialog', { name: 'Benachrichtigen, wenn verfügbar' })
    await dialog.getByRole('textbox').fill('waiting@example.com')
    await dialog.getByRole('button', { name: 'Benachrichtigen' }).click()
    await expect.poll(() => dialog.getByRole('status').textContent()).toContain('Vielen Dank!')

    const registered = await (await fetch(`${backendUrl}/admin/back-in-stock`, { headers: { authorization: `Bearer ${adminToken}` } })).text()
    expect(registered).toContain('waiting@example.com')
    await page.close()
  })
})
