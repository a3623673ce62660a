import { describe, expect, inject } from 'vitest'
import { visit } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'

/** SPEC §4 Back-in-stock request: submit e-mail, then success message; §5: an e-mail address is needed. */
describe('back-in-stock notification', () => {
  const backendUrl = inject('backendUrl')
  const adminToken = inject('adminToken')

  test('registers the e-mail for a sold-out product and says so', async ({ page, shopUrl }) => {
    await visit(page, `${shopUrl}/de/p/1055/`)
    await page.getByRole('button', { name: 'Benachrichtigen, wenn verfügbar' }).click()
    const dialog = page.getByRole('dialog', { name: 'Benachrichtigen, wenn verfügbar' })
    // SPEC §5: the form is blocked until the e-mail is valid, and says why in the shopper's language.
    await dialog.getByRole('textbox').fill('waiting-at-example')
    await dialog.getByRole('button', { name: 'Benachrichtigen' }).click()
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(textsOf('de').EMAIL_INVALID())
    await dialog.getByRole('textbox').fill('waiting@example.com')
    await dialog.getByRole('button', { name: 'Benachrichtigen' }).click()
    await expect.poll(() => dialog.getByRole('status').textContent()).toContain('Vielen Dank!')

    const registered = await (await fetch(`${backendUrl}/admin/back-in-stock`, { headers: { authorization: `Bearer ${adminToken}` } })).text()
    expect(registered).toContain('waiting@example.com')
  })

  test('recommends products that can be bought instead on the product page (SPEC §1 recommendations)', async ({ page, shopUrl }) => {
    await page.goto(`${shopUrl}/de/p/1055/`)
    const recommendations = page.getByRole('region', { name: textsOf('de').PRODUCT_RECOMMENDATIONS() })
    await expect.poll(() => recommendations.getByRole('listitem').count()).toBeGreaterThan(0)
    expect(await recommendations.getByRole('link', { name: /\S/ }).first().getAttribute('href')).toMatch(/^\/de\/p\/(?!1055\/)\d+\/$/)
  })
})
