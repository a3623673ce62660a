import { describe, expect, inject } from 'vitest'
import { visit } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'

/** SPEC §2 review form modal; §4 Review: submitted, then thanks (examined before publication); §5: all fields required. */
describe('review form', () => {
  const backendUrl = inject('backendUrl')
  const adminToken = inject('adminToken')
  const de = textsOf('de')

  test('asks for every field, then thanks the shopper and leaves the review for moderation', async ({ page, shopUrl }) => {
    await visit(page, `${shopUrl}/de/p/1055/`)
    await page.getByRole('button', { name: de.REVIEW_WRITE() }).click()
    const dialog = page.getByRole('dialog', { name: de.REVIEW_WRITE() })
    await dialog.getByRole('button', { name: de.REVIEW_SUBMIT() }).click()
    await expect.poll(() => dialog.getByRole('alert').allTextContents()).toEqual(Array(4).fill(de.FIELD_REQUIRED()))

    await dialog.getByRole('radio', { name: de.REVIEWS_AVERAGE({ average: '4' }) }).check()
    await dialog.getByRole('textbox', { name: de.REVIEW_TITLE() }).fill('Solide Jacke')
    await dialog.getByRole('textbox', { name: de.REVIEW_TEXT() }).fill('Hält warm und trocken.')
    await dialog.getByRole('textbox', { name: de.EMAIL() }).fill('reviewer@example.com')
    await dialog.getByRole('button', { name: de.REVIEW_SUBMIT() }).click()
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe(de.REVIEW_THANKS())
    // SPEC §4: a created review is a shared-state event, journaled with its origin.
    const journal = await page.evaluate(() => window.sessionStorage.getItem('storefront-journal'))
    expect(journal).toContain('"type":"review.create"')

    const pending = await (await fetch(`${backendUrl}/admin/reviews?status=pending`, { headers: { authorization: `Bearer ${adminToken}` } })).text()
    expect(pending).toContain('reviewer@example.com')
  })

  test('a text pasted with a NUL in it is taken with its line breaks, the NUL left out, rather than refused by the review service', async ({ page, shopUrl }) => {
    const fr = textsOf('fr')
    await visit(page, `${shopUrl}/fr/p/1055/`)
    await page.getByRole('button', { name: fr.REVIEW_WRITE() }).click()
    const dialog = page.getByRole('dialog', { name: fr.REVIEW_WRITE() })
    await dialog.getByRole('radio', { name: fr.REVIEWS_AVERAGE({ average: '5' }) }).check()
    await dialog.getByRole('textbox', { name: fr.REVIEW_TITLE() }).fill('Très\u0000 précis')
    await dialog.getByRole('textbox', { name: fr.REVIEW_TEXT() }).fill('Silencieux.\nFacile\u0000 à lire.')
    await dialog.getByRole('textbox', { name: fr.EMAIL() }).fill('pasted-review@example.com')
    await dialog.getByRole('button', { name: fr.REVIEW_SUBMIT() }).click()
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe(fr.REVIEW_THANKS())

    const pending = (await (await fetch(`${backendUrl}/admin/reviews?status=pending`, { headers: { authorization: `Bearer ${adminToken}` } })).json()) as { reviews: { email: string; title: string; comment: string }[] }
    expect(pending.reviews.find((review) => review.email === 'pasted-review@example.com')).toMatchObject({ title: 'Très précis', comment: 'Silencieux.\nFacile à lire.' })
  })
})
