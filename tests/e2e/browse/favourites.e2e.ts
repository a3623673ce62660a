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

  test('says how many favourites this shop does not offer, and removes them on request, keeping the others', async ({ page, shopUrl }) => {
    await visit(page, `${shopUrl}/pl/c/cisnieniomierze/`)
    const add = page.getByRole('button', { name: /^Dodaj do ulubionych:/ })
    const offered = ((await add.nth(0).textContent()) ?? '').split(': ')[1]!
    await add.nth(0).click()
    await expect.poll(() => page.getByRole('link', { name: 'Ulubione (1)' }).count()).toBe(1)
    // Favourites are kept for every edition: two ids no catalogue knows, as another edition or an older catalogue left them.
    await page.evaluate(() => {
      const stored = JSON.parse(window.localStorage.getItem('favorites') ?? '[]') as string[]
      window.localStorage.setItem('favorites', JSON.stringify([...stored, '99990001', '99990002']))
    })

    await visit(page, `${shopUrl}/pl/favorites`)
    await expect.poll(() => page.getByRole('link', { name: 'Ulubione (3)' }).count()).toBe(1)
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Ulubione produkty niedostępne w tym sklepie: 2.' }).count()).toBe(1)
    await expect.poll(() => page.getByRole('heading', { level: 3 }).allTextContents()).toEqual([offered])

    await page.getByRole('button', { name: 'Usuń niedostępne produkty' }).click()
    await expect.poll(() => page.getByRole('link', { name: 'Ulubione (1)' }).count()).toBe(1)
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'niedostępne w tym sklepie' }).count()).toBe(0)
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Ulubione')
    await expect.poll(() => page.getByRole('heading', { level: 3 }).allTextContents()).toEqual([offered])
  })

  test('says so when there are no favourites', async ({ page, shopUrl }) => {
    await visit(page, `${shopUrl}/de/favoriten`)
    await expect.poll(() => page.getByText('Sie haben noch keine Favoriten.').count()).toBe(1)
  })
})
