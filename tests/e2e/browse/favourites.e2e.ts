import { describe, expect } from 'vitest'
import { visit, waitForHydration } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'

/** SPEC §2 favourites page and §4 favourites toggle: add if absent, remove if present; kept in browser storage. */
describe('favourites page', () => {
  test('lists the products marked as favourites, and a product removed there leaves the list', async ({ page, shopUrl }) => {
    await visit(page, `${shopUrl}/de/c/blutdruckmessgeraete/`)
    const add = page.getByRole('button', { name: /^Zu den Favoriten hinzufügen:/ })
    const first = ((await add.nth(0).textContent()) ?? '').split(': ')[1]!
    const second = ((await add.nth(1).textContent()) ?? '').split(': ')[1]!
    await add.nth(0).click()
    await expect.poll(() => page.getByRole('link', { name: 'Favoriten (1)' }).count()).toBe(1)
    await page.getByRole('button', { name: `Zu den Favoriten hinzufügen: ${second}` }).click()
    await expect.poll(() => page.getByRole('link', { name: 'Favoriten (2)' }).count()).toBe(1)

    await visit(page, `${shopUrl}/de/favoriten`)
    await expect.poll(() => page.getByRole('heading', { level: 3 }).allTextContents()).toEqual(expect.arrayContaining([first, second]))

    await page.getByRole('button', { name: `Aus den Favoriten entfernen: ${first}` }).click()
    await expect.poll(() => page.getByRole('heading', { level: 3 }).allTextContents()).toEqual([second])
    await page.reload()
    await waitForHydration(page)
    await expect.poll(() => page.getByRole('heading', { level: 3 }).allTextContents()).toEqual([second])
  })

  test('says so when there are no favourites', async ({ page, shopUrl }) => {
    await visit(page, `${shopUrl}/de/favoriten`)
    await expect.poll(() => page.getByText('Sie haben noch keine Favoriten.').count()).toBe(1)
  })
})
