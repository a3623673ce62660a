import { afterEach, describe, expect, inject } from 'vitest'
import type { EditionKey } from '../../../app.config.ts'
import { visit } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'

/** The shop's main product type as a shopper of each edition types it. */
const PHRASES: Array<[EditionKey, string]> = [
  ['de', 'Blutdruck'],
  ['uk', 'blood pressure'],
  ['fr', 'tensiomètre'],
  ['pl', 'ciśnieniomierz'],
]

describe.each(PHRASES)('autosuggest in the %s edition (SPEC §2, §9)', (edition, phrase) => {
  const LL = textsOf(edition)

  test(`typing "${phrase}" suggests the best 4 of what the search page finds for it`, async ({ openTab, shopUrl }) => {
    const page = await openTab({ viewport: { width: 1280, height: 900 } })
    await visit(page, `${shopUrl}/${edition}/`)
    const field = page.getByRole('combobox', { name: LL.SEARCH_LABEL() })
    await field.click()
    await field.pressSequentially(phrase, { delay: 20 })
    const options = page.getByRole('listbox', { name: LL.AUTOSUGGEST_LABEL() }).getByRole('option')
    await expect.poll(() => options.count()).toBe(4)
    const suggested = await options.locator('.autosuggest__title').allTextContents()

    await page.keyboard.press('Enter')
    await page.waitForURL(/searchPhrase=/)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(LL.SEARCH_RESULT_FOR({ term: phrase }))
    const found = page.getByRole('main').getByRole('article')
    await expect.poll(() => found.count()).toBeGreaterThan(4)
    const best = await found.evaluateAll((tiles) => tiles.slice(0, 4).map((tile) => tile.querySelector('h3')?.textContent ?? ''))
    expect(suggested).toEqual(best)
  })
})

describe('autosuggest while the search service fails', () => {
  const backendUrl = inject('backendUrl')
  const admin = { authorization: `Bearer ${inject('adminToken')}`, 'content-type': 'application/json' }
  afterEach(() => fetch(`${backendUrl}/admin/faults`, { method: 'DELETE', headers: admin }))

  test('in /pl/ on a phone, a phrase typed while the search fails suggests nothing rather than saying nothing matches it; the phrase still opens its search page once the search answers', async ({ openTab, shopUrl }) => {
    const LL = textsOf('pl')
    const page = await openTab({ viewport: { width: 390, height: 844 } })
    await visit(page, `${shopUrl}/pl/`)
    await fetch(`${backendUrl}/admin/faults`, { method: 'POST', headers: admin, body: JSON.stringify({ target: 'search', mode: '500' }) })
    const field = page.getByRole('combobox', { name: LL.SEARCH_LABEL() })
    const suggestions = page.getByRole('listbox', { name: LL.AUTOSUGGEST_LABEL() })
    // The suggestions of the whole phrase (earlier ones, of fewer letters, may be asked first while it is typed).
    const suggestedFor = (term: string) =>
      page.waitForResponse((response) => response.url().includes('/_serverFn/') && decodeURIComponent(response.url().replaceAll('+', ' ')).includes(term))
    const failed = suggestedFor('termometr douszny')
    await field.click()
    await field.pressSequentially('termometr douszny', { delay: 20 })
    await failed
    expect(await (await fetch(`${backendUrl}/admin/faults`, { headers: admin })).json()).toEqual({ pending: {} })
    // Given time to show what the failed answer brought: nothing.
    await page.waitForTimeout(300)
    expect(await page.getByText(LL.AUTOSUGGEST_NO_RESULTS()).isVisible()).toBe(false)
    expect(await suggestions.isVisible()).toBe(false)

    // Once the search answers, the phrase typed again is suggested for.
    const answered = suggestedFor('termometr douszny')
    await field.press('Backspace')
    await field.press('y')
    await answered
    await expect.poll(() => suggestions.getByRole('option').count()).toBeGreaterThan(0)
    await page.keyboard.press('Enter')
    await page.waitForURL(/searchPhrase=/)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(LL.SEARCH_RESULT_FOR({ term: 'termometr douszny' }))
  })
})

describe('the search machine comes with the first approach to the field', () => {
  test('a phrase typed and sent before the search machine has arrived opens its search page, and the newsletter form signs up the same way', async ({ openTab, shopUrl }) => {
    const LL = textsOf('de')
    const page = await openTab({ viewport: { width: 1280, height: 900 } })
    // The machines' chunks come late, as on a slow phone network: the shopper is faster.
    const late: string[] = []
    await page.route(/\/assets\/(search|newsletter-form)-logic-[^/]+\.js$/, async (route) => {
      late.push(new URL(route.request().url()).pathname)
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.continue()
    })
    await visit(page, `${shopUrl}/de/`)
    expect(late).toEqual([])

    const field = page.getByRole('combobox', { name: LL.SEARCH_LABEL() })
    await field.fill('Waage')
    await field.press('Enter')
    await page.waitForURL((url) => url.searchParams.get('searchPhrase') === 'Waage')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(LL.SEARCH_RESULT_FOR({ term: 'Waage' }))

    const newsletter = page.getByRole('contentinfo').getByRole('region', { name: 'Newsletter' })
    const sent: unknown[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/newsletter/subscribe') sent.push(request.postDataJSON())
    })
    await newsletter.getByRole('textbox', { name: `${LL.EMAIL()} *` }).fill('frueh@example.com')
    await newsletter.getByRole('button').click()
    await expect.poll(() => newsletter.getByRole('status').textContent(), { timeout: 10_000 }).toBe(LL.NEWSLETTER_SUCCESS())
    expect(sent).toHaveLength(1)
    expect(late.filter((path) => path.includes('newsletter'))).toHaveLength(1)
  })

  test('what is typed while the search machine arrives is kept, every letter of it', async ({ openTab, shopUrl }) => {
    const LL = textsOf('fr')
    const page = await openTab({ viewport: { width: 390, height: 844 } })
    await page.route(/\/assets\/search-logic-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600))
      await route.continue()
    })
    await visit(page, `${shopUrl}/fr/`)
    const field = page.getByRole('combobox', { name: LL.SEARCH_LABEL() })
    await field.click()
    // Typed across the machine's arrival: letters before it, while it starts, and after.
    await field.pressSequentially('Adaptateur secteur', { delay: 60 })
    expect(await field.inputValue()).toBe('Adaptateur secteur')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.searchParams.get('searchPhrase') === 'Adaptateur secteur')
  })
})

describe.each([
  ['pl', 390, 'ciśnieniomierz', 'termometr'],
  ['it', 1280, 'pressione', 'termometro'],
] as const)('the search field shows the phrase of the page shown (%s, %i px)', (edition, width, first, second) => {
  const LL = textsOf(edition)

  test('back and forward between two searches show each one’s phrase in the field, and a page that is no search an empty one', async ({ openTab, shopUrl }) => {
    const page = await openTab({ viewport: { width, height: 900 } })
    await visit(page, `${shopUrl}/${edition}/`)
    const heading = page.getByRole('heading', { level: 1 })
    const field = page.getByRole('combobox', { name: LL.SEARCH_LABEL() })
    const searchFor = async (phrase: string) => {
      await field.fill(phrase)
      await field.press('Enter')
      await expect.poll(() => heading.textContent()).toBe(LL.SEARCH_RESULT_FOR({ term: phrase }))
    }
    await searchFor(first)
    await searchFor(second)

    await page.goBack()
    await expect.poll(() => heading.textContent()).toBe(LL.SEARCH_RESULT_FOR({ term: first }))
    await expect.poll(() => field.inputValue()).toBe(first)
    await page.goForward()
    await expect.poll(() => heading.textContent()).toBe(LL.SEARCH_RESULT_FOR({ term: second }))
    await expect.poll(() => field.inputValue()).toBe(second)
    await page.goBack()
    await page.goBack()
    await expect.poll(() => new URL(page.url()).searchParams.get('searchPhrase')).toBeNull()
    await expect.poll(() => field.inputValue()).toBe('')
  })
})
