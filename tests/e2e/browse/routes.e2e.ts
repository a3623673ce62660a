import type { Page } from 'playwright-core'
import { describe, expect, inject } from 'vitest'
import { visit } from '../support/browser.ts'
import { requestsBeyondAssets } from '../support/requests-beyond-assets.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'

const IMAGE_HOST_URL = `http://localhost:${new URL(inject('backendUrl')).port}/images/`

/** The server functions the tab called (client navigations ask the server for a page through them), with their data. */
function serverCalls(page: Page) {
  const calls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/_serverFn')) calls.push(decodeURIComponent(url.search))
  })
  return calls
}

/** A page's content reply asked of the server (the page actor's fetch): its data carries `scrape`. */
const replyCalls = (calls: string[], path: string) => calls.filter((call) => call.includes('scrape') && call.includes(path))

describe('SPEC §2 public routes per language are the router\'s routes', () => {
  for (const [edition, favourites, search] of [
    ['de', '/de/favoriten', '/search-de'],
    ['fr', '/fr/favoris', '/recherche'],
    ['it', '/it/preferiti', '/search-it'],
    ['uk', '/uk/favorites', '/uk/search'],
  ] as const) {
    test(`the ${edition} header links to ${favourites}, which opens in place and keeps its public address`, async ({ page, shopUrl }) => {
      const LL = textsOf(edition)
      await visit(page, `${shopUrl}/${edition}/`)
      const link = page.getByRole('banner').getByRole('link', { name: new RegExp(LL.FAVOURITES()) }).first()
      expect(await link.getAttribute('href')).toBe(favourites)
      const calls = serverCalls(page)
      await link.click()
      await page.waitForURL(`**${favourites}`)
      await expect.poll(() => page.getByRole('heading', { level: 1, name: LL.FAVOURITES() }).count()).toBe(1)
      // A client navigation, not a document load: the page came through the server functions.
      expect(calls.length).toBeGreaterThan(0)
    })

    test(`a search in the ${edition} header opens ${search} in place with the phrase`, async ({ page, shopUrl }) => {
      const LL = textsOf(edition)
      await visit(page, `${shopUrl}/${edition}/`)
      const field = page.getByRole('combobox', { name: LL.SEARCH_LABEL() }).first()
      await field.fill('blut')
      await field.press('Enter')
      await page.waitForURL((url) => url.pathname === search && url.searchParams.get('searchPhrase') === 'blut')
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('blut')
    })
  }

  test('a searched phrase is kept as typed: quotes stay, digits stay plain, both in the address and on the page', async ({ page, shopUrl }) => {
    const LL = textsOf('uk')
    for (const phrase of ['"blood pressure"', '180']) {
      const response = await fetch(`${shopUrl}/uk/search?searchPhrase=${encodeURIComponent(phrase)}`, { redirect: 'manual' })
      expect(response.status, phrase).toBe(200)
    }
    await visit(page, `${shopUrl}/uk/`)
    const field = page.getByRole('combobox', { name: LL.SEARCH_LABEL() }).first()
    await field.fill('"blood pressure"')
    await field.press('Enter')
    await page.waitForURL((url) => url.pathname === '/uk/search' && url.searchParams.get('searchPhrase') === '"blood pressure"')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('"blood pressure"')
    await field.fill('180')
    await field.press('Enter')
    await page.waitForURL((url) => url.pathname === '/uk/search' && url.search === '?searchPhrase=180')

    // Opened as an address (a reload, a shared link), the page keeps it as it came once it runs.
    for (const query of ['?searchPhrase=%22blood+pressure%22', '?searchPhrase=1.50']) {
      const requests = requestsBeyondAssets(page, { shopUrl, imageHostUrl: IMAGE_HOST_URL })
      await visit(page, `${shopUrl}/uk/search${query}`)
      await requests.idle()
      expect(new URL(page.url()).search).toBe(query)
    }
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('1.50')
  })

  test('a shopper who changes language on a search keeps the phrase searched for', async ({ openTab, shopUrl }) => {
    const [fr, de] = [textsOf('fr'), textsOf('de')]
    const page = await openTab({ viewport: { width: 390, height: 844 } })
    await visit(page, `${shopUrl}/recherche?searchPhrase=${encodeURIComponent('tensiomètre bras')}`)
    await page.getByRole('navigation', { name: fr.SELECTOR_LANGUAGE() }).getByRole('link', { name: fr.GERMAN() }).click()
    await page.waitForURL((url) => url.pathname === '/search-de' && url.searchParams.get('searchPhrase') === 'tensiomètre bras')
    await expect.poll(() => page.getByRole('combobox', { name: de.SEARCH_LABEL() }).first().inputValue()).toBe('tensiomètre bras')
  })

  test('a search phrase longer than the content platform takes is searched by its first 200 characters, and the field takes no more', async ({ page, shopUrl }) => {
    const phrase = `blood pressure ${'cuff '.repeat(60)}`
    const answer = await fetch(`${shopUrl}/uk/search?${new URLSearchParams({ searchPhrase: phrase })}`)
    expect(answer.status).toBe(200)
    const LL = textsOf('uk')
    await visit(page, `${shopUrl}/uk/`)
    const field = page.getByRole('combobox', { name: LL.SEARCH_LABEL() }).first()
    await field.fill(phrase)
    expect(await field.inputValue()).toBe(phrase.slice(0, 200))
  })

  test('a search whose phrase has characters no one types (NUL, a line break) searches it with spaces there', async ({ page, shopUrl }) => {
    const LL = textsOf('de')
    const response = await visit(page, `${shopUrl}/search-de?searchPhrase=blutdruck%00messger%C3%A4t%0A`)
    expect(response?.status()).toBe(200)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('blutdruck messgerät')
    expect(await page.getByRole('combobox', { name: LL.SEARCH_LABEL() }).first().inputValue()).toBe('blutdruck messgerät')
  })

  test('a listing URL with a sort or page that is not one shows the listing as without it', async ({ shopUrl }) => {
    const plain = await fetch(`${shopUrl}/de/c/blutdruckmessgeraete/`)
    const odd = await fetch(`${shopUrl}/de/c/blutdruckmessgeraete/?sort=cheapest&page=abc`)
    expect(odd.status).toBe(200)
    const count = (html: string) => /(\d+) Produkte/.exec(html)?.[1]
    expect(count(await odd.text())).toBe(count(await plain.text()))
  })

  test('a page has one address: another spelling of it is sent on there for good, and a product address ends at its id', async ({ page, shopUrl }) => {
    const sentOn = async (path: string) => {
      const response = await fetch(`${shopUrl}${path}`, { redirect: 'manual' })
      return [response.status, response.headers.get('location')]
    }
    expect(await sentOn('/PL/')).toEqual([301, '/pl/'])
    expect(await sentOn('/search-PL?searchPhrase=ci%C5%9Bnienie')).toEqual([301, '/search-pl?searchPhrase=ci%C5%9Bnienie'])
    expect(await sentOn('/Fr/P/1002/')).toEqual([301, '/fr/p/1002/'])
    expect(await sentOn('/pl/C/masaz/?sort=price-asc')).toEqual([301, '/pl/c/masaz/?sort=price-asc'])
    expect(await sentOn('/Pl/c/masa%C5%BC/')).toEqual([301, '/pl/c/masa%C5%BC/'])
    expect(await sentOn('/UK/LOGIN/?return=/uk/cart')).toEqual([301, '/uk/login/?return=%2Fuk%2Fcart'])
    expect(await sentOn('/DE/search?searchPhrase=Waage')).toEqual([301, '/search-de?searchPhrase=Waage'])
    // The content platform finds a category or content page whatever the case of its path: it is sent on to the page's own.
    expect(await sentOn('/pl/c/Cisnieniomierze/?sort=price-asc')).toEqual([301, '/pl/c/cisnieniomierze/?sort=price-asc'])
    expect(await sentOn('/de/c/Blutdruckmessgeraete')).toEqual([301, '/de/c/blutdruckmessgeraete/'])
    expect((await fetch(`${shopUrl}/pl/c/cisnieniomierze/`, { redirect: 'manual' })).status).toBe(200)
    expect((await fetch(`${shopUrl}/pl/p/1002/extra/`)).status).toBe(404)
    // A product is addressed by its id: another spelling of the id the platform reads as the product is sent on to its own.
    expect(await sentOn('/pl/p/01099/')).toEqual([301, '/pl/p/1099/'])
    expect(await sentOn('/pl/p/1099%2Fx/?size=M')).toEqual([301, '/pl/p/1099/?size=M'])

    // A shopper who typed it so lands on the page, under the address it is known by.
    await visit(page, `${shopUrl}/IT/P/1002/`)
    expect(new URL(page.url()).pathname).toBe('/it/p/1002/')
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/it\/p\/1002\/$/)
  })
})

describe('intent preloading: a page a shopper points at is fetched ahead', () => {
  test('pointing at a product tile fetches its page; opening it asks the server for the page no more', async ({ page, shopUrl }) => {
    await visit(page, `${shopUrl}/de/c/blutdruckmessgeraete/`)
    const calls = serverCalls(page)
    const link = page.getByRole('article').first().getByRole('link').first()
    const path = new URL((await link.getAttribute('href')) ?? '', shopUrl).pathname
    await link.hover()
    await expect.poll(() => replyCalls(calls, path).length).toBe(1)
    await link.click()
    await page.waitForURL(`**${path}`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1)
    expect(replyCalls(calls, path)).toHaveLength(1)
  })

  test('a tile clicked while its page is still being fetched ahead opens that page', async ({ page, shopUrl }) => {
    await visit(page, `${shopUrl}/de/c/blutdruckmessgeraete/`)
    // The server is slow to answer: the click comes while the page is being fetched ahead.
    await page.route('**/_serverFn/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400))
      await route.continue()
    })
    const calls = serverCalls(page)
    const tile = page.getByRole('article').nth(2)
    const title = (await tile.getByRole('heading').textContent()) ?? ''
    const link = tile.getByRole('link').first()
    const path = new URL((await link.getAttribute('href')) ?? '', shopUrl).pathname
    await link.hover()
    // The fetch ahead has asked the server where the path leads, and is waiting for its answer.
    await expect.poll(() => calls.filter((call) => call.includes(path)).length).toBeGreaterThan(0)
    await link.click()
    await page.waitForURL(`**${path}`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title)
  })
})

describe('links to shop pages', () => {
  test('on a product page no link to the home page says it is the current page', async ({ page, shopUrl }) => {
    await visit(page, `${shopUrl}/de/p/1099/`)
    const homeLinks = page.locator('a[href="/de/"]')
    expect(await homeLinks.count()).toBeGreaterThan(0)
    expect(await page.locator('a[href="/de/"][aria-current]').count()).toBe(0)
  })

  test('a footer link of the edition opens its page in place, and in a new tab with the control key', async ({ page, shopUrl }) => {
    await visit(page, `${shopUrl}/de/p/1099/`)
    const calls = serverCalls(page)
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Thermometer', exact: true })
    await link.click({ modifiers: ['Control'] })
    // A modified click is the browser's: the page stays and asks the server for nothing.
    expect(new URL(page.url()).pathname).toBe('/de/p/1099/')
    await link.click()
    await page.waitForURL('**/de/c/thermometer/')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Thermometer')
    expect(calls.length).toBeGreaterThan(0)
  })
})
