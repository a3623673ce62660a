import type { Page } from 'playwright-core'
import { describe, expect, inject } from 'vitest'
import { visit } from '../support/browser.ts'
import { recordedControls, recordedRoot } from '../support/page-actors.ts'
import { requestsBeyondAssets } from '../support/requests-beyond-assets.ts'
import { rootSnapshotOf } from '../support/root-snapshot.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'

const HOME = '/de/'
const CATEGORY = '/de/c/blutdruckmessgeraete/'
const LL = textsOf('de')
// The shop's image host by default (app.config.ts): the backend's images, at localhost.
const IMAGE_HOST_URL = `http://localhost:${new URL(inject('backendUrl')).port}/images/`

/** What a page actor the root spawned on a client navigation goes through: its content, its frame, then ready. */
const NAVIGATED = { states: ['fetching', 'assembling', 'ready'], children: ['fetchPage', 'fetchChrome'] }

/** Waits until the root has spawned its `count`th page actor and that page is ready. */
async function pageReady(page: Page, count: number) {
  await expect.poll(async () => (await recordedRoot(page)).pages.length).toBe(count)
  await expect.poll(async () => (await recordedRoot(page)).pages[count - 1]?.states.at(-1)).toBe('ready')
}

describe('every page a shopper opens is a page actor of the root', () => {
  test('carries the settled page in the root actor\'s persisted snapshot in the HTML, once', async ({ shopUrl }) => {
    const html = await (await fetch(`${shopUrl}${CATEGORY}`)).text()
    // The root's snapshot is one JSON script of the page: its page actor, ready, at the category's address.
    const page = rootSnapshotOf(html).children.page
    expect(page?.src).toBe('page')
    expect(page?.snapshot?.value).toBe('ready')
    expect(page?.snapshot?.context?.address).toMatchObject({ path: CATEGORY })
    // The page's content is in that snapshot only, not beside it in the router's data as well.
    expect(html.match(/"contentElements"/g) ?? []).toHaveLength(1)
  })

  test('restores the served page without a content request, then walks a category, a product and back, each page spawned by the root, settled, and stopped when the next replaces it', async ({ page, shopUrl }) => {
    const requests = requestsBeyondAssets(page, { shopUrl, imageHostUrl: IMAGE_HOST_URL })
    const response = await visit(page, `${shopUrl}${HOME}?inspect=record`)
    // The HTML the browser was served carries the home page, settled, in the root's persisted snapshot.
    const served = rootSnapshotOf((await response?.text()) ?? '').children.page
    expect(served?.snapshot?.value).toBe('ready')
    expect(served?.snapshot?.context?.address).toMatchObject({ path: HOME })

    // The root settles after hydration (it has resumed the shop and is ready) and the network goes quiet: until
    // then the tab asked for its document and static assets only, no server function, GraphQL or content reply.
    await expect.poll(async () => {
      const { root, events } = await recordedRoot(page)
      return { state: root?.states.at(-1), resumed: events.some((event) => event.type === 'shop.resumed') }
    }).toEqual({ state: 'ready', resumed: true })
    await requests.idle()
    expect(requests.listed).toEqual([`GET ${shopUrl}${HOME}?inspect=record`])
    // The root was restored with its page: ready from the start, the page actor spawned by it, settled, fetching nothing.
    const restored = await recordedRoot(page)
    expect(restored.root?.states).toEqual(['ready'])
    expect(restored.pages).toEqual([{ parent: restored.root?.actor, states: ['ready'], stopped: false, children: [], at: expect.any(Number) }])

    const navigation = page.getByRole('navigation', { name: LL.MAIN_NAVIGATION() })
    await navigation.getByRole('button', { name: LL.SUBMENU_OF({ name: 'Produkte' }) }).click()
    await navigation.getByRole('link', { name: 'Blutdruckmessgeräte' }).first().click()
    await page.waitForURL(`**${CATEGORY}`)
    await pageReady(page, 2)
    // The category's own tiles, once its view has replaced the home page's.
    await page.getByRole('heading', { level: 1, name: 'Blutdruckmessgeräte' }).waitFor()

    const tile = page.getByRole('article').first()
    const product = (await tile.getByRole('heading').textContent())?.trim() ?? ''
    await tile.getByRole('link', { name: product, exact: true }).click()
    await page.waitForURL(/\/de\/p\//)
    await pageReady(page, 3)

    await page.goBack()
    await page.waitForURL(`**${CATEGORY}`)
    await pageReady(page, 4)

    const { root, events, pages } = await recordedRoot(page)
    // Every page actor is the root's; each navigation's page fetches its content and frame and is ready, and each
    // page is stopped once the next one replaces it.
    expect(root).not.toBeNull()
    expect(pages.map(({ parent, states, stopped, children }) => ({ parent, states, stopped, children }))).toEqual([
      { parent: root?.actor, states: ['ready'], stopped: true, children: [] },
      { parent: root?.actor, ...NAVIGATED, stopped: true },
      { parent: root?.actor, ...NAVIGATED, stopped: true },
      { parent: root?.actor, ...NAVIGATED, stopped: false },
    ])
    // The root spawned each of them on the navigation's `page.requested`, and waited for each to settle.
    const eventBefore = (at: number) => events.filter((event) => event.at < at).at(-1)?.type
    expect(pages.slice(1).map((spawned) => eventBefore(spawned.at))).toEqual(['page.requested', 'page.requested', 'page.requested'])
    expect(events.filter((event) => event.type === 'page.settled')).toHaveLength(3)
    expect(root?.states).toEqual(['ready', 'awaitingPage', 'ready', 'awaitingPage', 'ready', 'awaitingPage', 'ready'])
  })
})

describe('the page’s own controls are actors the inspector watches too', () => {
  test('the listing loads a new sort, and the newsletter form subscribes, each seen with its states', async ({ page, shopUrl }) => {
    await visit(page, `${shopUrl}${CATEGORY}?inspect=record`)
    await expect.poll(() => recordedControls(page, 'listing')).toEqual([['ready']])

    await page.getByRole('combobox', { name: LL.SORT_BY() }).selectOption({ label: LL.SORT_PRICE_ASC() })
    await page.waitForURL(/sort=price-asc/)
    await expect.poll(async () => (await recordedControls(page, 'listing')).at(-1)).toEqual(['ready', 'loading', 'ready'])

    const newsletter = page.getByRole('contentinfo').getByRole('region', { name: 'Newsletter' })
    await newsletter.getByRole('textbox', { name: `${LL.EMAIL()} *` }).fill('inspector@example.com')
    await newsletter.getByRole('button').click()
    await expect.poll(() => newsletter.getByRole('status').textContent()).toBe(LL.NEWSLETTER_SUCCESS())
    expect(await recordedControls(page, 'newsletterForm')).toEqual([['idle', 'loading', 'success']])
  })
})
