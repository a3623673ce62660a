import type { Page } from 'playwright-core'
import { describe, expect, inject } from 'vitest'
import { visit, waitForHydration } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'

/**
 * Marks the first `count` products of a listing as favourites, then puts two ids no catalogue knows beside them in
 * browser storage, as another edition or an older catalogue leaves them (favourites are kept for every edition
 * alike). Gives the names of the products marked.
 */
async function favouritesWithUnknown(page: Page, listing: string, count: number): Promise<string[]> {
  await visit(page, listing)
  const add = page.locator('.product-tile__favourite')
  const names: string[] = []
  for (let index = 0; index < count; index++) {
    const button = add.nth(index)
    names.push(((await button.textContent()) ?? '').split(': ')[1]!)
    await button.click()
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true')
  }
  await page.evaluate(() => {
    const stored = JSON.parse(window.localStorage.getItem('favorites') ?? '[]') as string[]
    window.localStorage.setItem('favorites', JSON.stringify([...stored, '99990001', '99990002']))
  })
  return names
}

/** The products the edition's catalogue lists, by id and name, as its content platform answers a search for all of them. */
async function catalogueOf(store: string): Promise<Array<{ id: string; title: string }>> {
  const reply = await fetch(`${inject('backendUrl')}/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-store-instance': `demo-${store}` },
    body: JSON.stringify({ count: 200, offset: 0, enableAggregations: false }),
  })
  const body = (await reply.json()) as { groups: { product: { items: Array<{ id: string; title: string }> } } }
  return body.groups.product.items
}

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

  test('says how many favourites this shop does not offer, and removes those on request, keeping the others', async ({ page, shopUrl }) => {
    const pl = textsOf('pl')
    const offered = await favouritesWithUnknown(page, `${shopUrl}/pl/c/cisnieniomierze/`, 2)
    await visit(page, `${shopUrl}/pl/favorites`)
    await expect.poll(() => page.getByRole('link', { name: pl.FAVOURITES_WITH_COUNT({ count: 4 }) }).count()).toBe(1)
    await expect.poll(() => page.getByText(pl.FAVOURITES_NOT_OFFERED({ count: 2 })).count()).toBe(1)
    await expect.poll(() => page.getByRole('heading', { level: 3 }).allTextContents()).toEqual(offered)

    await page.getByRole('button', { name: pl.FAVOURITES_REMOVE_NOT_OFFERED() }).click()
    await expect.poll(() => page.getByRole('link', { name: pl.FAVOURITES_WITH_COUNT({ count: 2 }) }).count()).toBe(1)
    await expect.poll(() => page.getByText(pl.FAVOURITES_NOT_OFFERED({ count: 2 })).count()).toBe(0)
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(pl.FAVOURITES())
    await expect.poll(() => page.getByRole('heading', { level: 3 }).allTextContents()).toEqual(offered)
    await page.reload()
    await waitForHydration(page)
    await expect.poll(() => page.getByRole('heading', { level: 3 }).allTextContents()).toEqual(offered)
    expect(await page.getByText(pl.FAVOURITES_NOT_OFFERED({ count: 2 })).count()).toBe(0)
  })

  test('takes the focus from the last tile removed to the note, and from the note to the empty list', async ({ page, shopUrl }) => {
    const it = textsOf('it')
    const [offered] = await favouritesWithUnknown(page, `${shopUrl}/it/c/misuratori-di-pressione/`, 1)
    await visit(page, `${shopUrl}/it/preferiti`)
    await expect.poll(() => page.getByText(it.FAVOURITES_NOT_OFFERED({ count: 2 })).count()).toBe(1)

    await page.getByRole('button', { name: `${it.REMOVE_FROM_FAVOURITES()}: ${offered}` }).click()
    await expect.poll(() => page.getByRole('heading', { level: 3 }).count()).toBe(0)
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(it.FAVOURITES_REMOVE_NOT_OFFERED())

    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByText(it.FAVOURITES_EMPTY()).count()).toBe(1)
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(it.FAVOURITES_EMPTY())
  })

  test('shows every favourite the catalogue offers, beyond a hundred, the one just added among them', async ({ page, shopUrl }) => {
    const it = textsOf('it')
    await visit(page, `${shopUrl}/it/c/termometri/`)
    const added = ((await page.getByRole('button', { name: new RegExp(`^${it.ADD_TO_FAVOURITES()}:`) }).first().textContent()) ?? '').split(': ')[1]!
    const favourites = (await catalogueOf('it')).filter((product) => product.title !== added).slice(0, 120)
    expect(favourites.length).toBeGreaterThan(100)
    await page.evaluate((ids) => window.localStorage.setItem('favorites', JSON.stringify(ids)), favourites.map((product) => product.id))
    await page.reload()
    await waitForHydration(page)
    await expect.poll(() => page.getByRole('link', { name: it.FAVOURITES_WITH_COUNT({ count: favourites.length }) }).count()).toBe(1)
    await page.getByRole('button', { name: `${it.ADD_TO_FAVOURITES()}: ${added}` }).click()
    await expect.poll(() => page.getByRole('link', { name: it.FAVOURITES_WITH_COUNT({ count: favourites.length + 1 }) }).count()).toBe(1)

    await visit(page, `${shopUrl}/it/preferiti`)
    await expect.poll(() => page.getByRole('heading', { level: 3 }).count()).toBe(favourites.length + 1)
    // In the order they were added: the one just added comes last.
    expect((await page.getByRole('heading', { level: 3 }).allTextContents()).at(-1)).toBe(added)
    expect(await page.getByRole('button', { name: it.FAVOURITES_REMOVE_NOT_OFFERED() }).count()).toBe(0)
  })

  test('says so when there are no favourites', async ({ page, shopUrl }) => {
    await visit(page, `${shopUrl}/de/favoriten`)
    await expect.poll(() => page.getByText('Sie haben noch keine Favoriten.').count()).toBe(1)
  })
})
