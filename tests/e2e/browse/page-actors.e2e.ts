import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import type { InspectionRecord } from '../../../app/state/inspection-record.ts'
import { visit } from '../support/browser.ts'
import { rootSnapshotOf } from '../support/root-snapshot.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'

const CATEGORY = '/de/c/blutdruckmessgeraete/'
const LL = textsOf('de')

/** The inspection events the tab's root actor and its children reported so far (`?inspect=record`). */
const recorded = (page: Page) => page.evaluate(() => window.shopInspection ?? []) as Promise<InspectionRecord[]>

/** The page actors the root spawned, in order, each with the states it went through. */
async function pageActors(page: Page) {
  const records = await recorded(page)
  const root = records.find((record) => record.kind === 'actor' && record.id === 'header')
  const spawned = records.filter((record) => record.kind === 'actor' && record.id === 'page')
  return spawned.map((actor) => ({
    parent: actor.kind === 'actor' ? actor.parent : null,
    root: root?.kind === 'actor' ? root.parent : undefined,
    // Its states in order (a stopped actor reports its last state once more).
    states: records
      .filter((record) => record.kind === 'snapshot' && record.actor === actor.actor)
      .map((record) => (record.kind === 'snapshot' ? record.value : null))
      .filter((state, index, states) => state !== states[index - 1]),
  }))
}

/** Waits until the root has spawned its `count`th page actor and that page is ready. */
async function pageReady(page: Page, count: number) {
  await expect.poll(async () => (await pageActors(page)).length).toBe(count)
  await expect.poll(async () => (await pageActors(page))[count - 1]?.states.at(-1)).toBe('ready')
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

  test('walks home, a category, a product and back, each page spawned by the root and settled, the first one without a content request', async ({ page, shopUrl }) => {
    const serverCalls: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/_serverFn')) serverCalls.push(request.url())
    })
    await visit(page, `${shopUrl}/de/?inspect=record`)
    // The first render goes on from the server's snapshot: the page actor is restored ready, nothing is fetched.
    expect(serverCalls).toEqual([])
    const [home] = await pageActors(page)
    expect(home?.parent).toBe(home?.root)

    const navigation = page.getByRole('navigation', { name: LL.MAIN_NAVIGATION() })
    await navigation.getByRole('button', { name: LL.SUBMENU_OF({ name: 'Produkte' }) }).click()
    await navigation.getByRole('link', { name: 'Blutdruckmessgeräte' }).first().click()
    await page.waitForURL(`**${CATEGORY}`)
    await pageReady(page, 2)
    expect(serverCalls.length).toBeGreaterThan(0)

    await page.getByRole('article').first().getByRole('link').first().click()
    await page.waitForURL(/\/de\/p\//)
    await pageReady(page, 3)

    await page.goBack()
    await page.waitForURL(`**${CATEGORY}`)
    await pageReady(page, 4)

    const actors = await pageActors(page)
    for (const actor of actors) expect(actor.parent, 'spawned by the root').toBe(actor.root)
    // Each navigation's page fetches its content, is assembled into its frame and is ready.
    expect(actors.slice(1).map((actor) => actor.states.filter((state) => state !== 'requested'))).toEqual([
      ['fetching', 'assembling', 'ready'],
      ['fetching', 'assembling', 'ready'],
      ['fetching', 'assembling', 'ready'],
    ])
    const rootEvents = (await recorded(page)).filter((record) => record.kind === 'event' && record.actor === actors[0]?.root).map((record) => (record.kind === 'event' ? record.type : ''))
    expect(rootEvents.filter((type) => type === 'page.requested')).toHaveLength(3)
    expect(rootEvents.filter((type) => type === 'page.settled')).toHaveLength(3)
  })
})
