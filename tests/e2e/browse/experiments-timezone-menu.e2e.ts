import { afterAll, beforeAll, describe, expect } from 'vitest'
import type { Page } from 'playwright-core'
import { EXPERIMENT_COOKIE_MAX_AGE_SECONDS } from '../../../domain/constants.ts'
import { startStack, type RunningStack } from '../../support/stack.ts'
import { visit } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'

/** Product 1001 carries the experiment 'pdp-gallery' in variation b; product 1002 carries none. */
const WITH_EXPERIMENT = { id: '1001', experiment: 'pdp-gallery', variation: 'b' }
const WITHOUT_EXPERIMENT = '1002'

const abTestEvents = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter((entry) => entry.event === 'ab_test'))

const cookieOf = async (page: Page, name: string) => (await page.context().cookies()).find((cookie) => cookie.name === name)

/** SPEC §7 (A/B test analytics event), §9 (experiment cookie of 15,552,000 s; timezone cookie in +HHMM form). */
describe('experiments and timezone', () => {
  test('a shopper who opens a product with an experiment keeps its variation for about 180 days, and the A/B test is reported once', async ({ page, shopUrl }) => {
    await visit(page, `${shopUrl}/de/p/${WITH_EXPERIMENT.id}/`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    await expect.poll(() => abTestEvents(page)).toEqual([{ event: 'ab_test', experiment: WITH_EXPERIMENT.experiment, variation: WITH_EXPERIMENT.variation }])
    const cookie = await cookieOf(page, 'experiments')
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({ [WITH_EXPERIMENT.experiment]: WITH_EXPERIMENT.variation })
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(EXPERIMENT_COOKIE_MAX_AGE_SECONDS - 120)
    expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(EXPERIMENT_COOKIE_MAX_AGE_SECONDS)
  })

  test('a product without experiments reports no A/B test and sets no experiment cookie', async ({ page, shopUrl }) => {
    await visit(page, `${shopUrl}/de/p/${WITHOUT_EXPERIMENT}/`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    await expect.poll(() => page.evaluate(() => ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).some((entry) => entry.event === 'view_item'))).toBe(true)
    expect(await abTestEvents(page)).toEqual([])
    expect(await cookieOf(page, 'experiments')).toBeUndefined()
  })

  test('the shopper’s timezone is kept as a cookie in +HHMM form', async ({ openTab, shopUrl }) => {
    const page = await openTab({ timezoneId: 'Asia/Kolkata' })
    await visit(page, `${shopUrl}/uk/`)
    await expect.poll(async () => (await cookieOf(page, 'timezone'))?.value).toBe('+0530')
    const west = await openTab({ timezoneId: 'America/Caracas' })
    await visit(west, `${shopUrl}/uk/`)
    await expect.poll(async () => (await cookieOf(west, 'timezone'))?.value).toBe('-0400')
  })
})

/**
 * SPEC §7 Menu: "cached in browser storage under menuData; failure returns an empty menu". A stack of its own keeps
 * no content reply, so each page asks the platform for its menu.
 */
describe('menu kept in browser storage', () => {
  let stack: RunningStack
  beforeAll(async () => {
    stack = await startStack({ env: { CONTENT_CACHE_FRESH_SECONDS: '0', CONTENT_CACHE_STALE_SECONDS: '0' }, quiet: true })
  }, 180_000)
  afterAll(() => stack?.stop())

  const failMenu = () =>
    fetch(`${stack.backendUrl}/admin/faults`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ target: 'menu', mode: '500', count: 20 }),
    })
  const clearFaults = () => fetch(`${stack.backendUrl}/admin/faults`, { method: 'DELETE', headers: { authorization: `Bearer ${stack.adminToken}` } })

  test('when the menu call fails, a returning shopper still gets the menu last shown, and a new one gets none', async ({ openTab }) => {
    const LL = textsOf('de')
    const page = await openTab({ viewport: { width: 1280, height: 900 } })
    await visit(page, `${stack.shopUrl}/de/`)
    const navigation = page.getByRole('navigation', { name: LL.MAIN_NAVIGATION() })
    const offers = navigation.getByRole('link', { name: 'Angebote', exact: true })
    await offers.waitFor()
    await expect.poll(() => page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('menuData') ?? '{}')))).toEqual(['de'])

    await failMenu()
    try {
      await visit(page, `${stack.shopUrl}/de/c/waagen/`)
      await offers.waitFor()

      const newcomer = await openTab({ viewport: { width: 1280, height: 900 } })
      await visit(newcomer, `${stack.shopUrl}/de/c/waagen/`)
      await newcomer.getByRole('heading', { level: 1 }).waitFor()
      expect(await newcomer.getByRole('navigation', { name: LL.MAIN_NAVIGATION() }).getByRole('link', { name: 'Angebote', exact: true }).count()).toBe(0)
    } finally {
      await clearFaults()
    }
  })
})
