import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchChromium, waitForHydration } from '../support/browser.ts'

/** SPEC §2 favourites page and §4 favourites toggle: add if absent, remove if present; kept in browser storage. */
describe('favourites page', () => {
  const shopUrl = inject('shopUrl')
  let browser: Browser
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(() => browser?.close())

  it('lists the products marked as favourites, and a product removed there leaves the list', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${shopUrl}/de/c/blutdruckmessgeraete/`)
    await waitForHydration(page)
    const add = page.getByRole('button', { name: /^Zu den Favoriten hinzufügen:/ })
    const first = ((await add.nth(0).textContent()) ?? '').split(': ')[1]!
    const second = ((await add.nth(1).textContent()) ?? '').split(': ')[1]!
    await add.nth(0).click()
    await expect.poll(() => page.getByRole('link', { name: 'Favoriten (1)' }).count()).toBe(1)
    await page.getByRole('button', { name: `Zu den Favoriten hinzufügen: ${second}` }).click()
    await expect.poll(() => page.getByRole('link', { name: 'Favoriten (2)' }).count()).toBe(1)

    await page.goto(`${shopUrl}/de/favoriten`)
    await waitForHydration(page)
    await expect.poll(() => page.getByRole('heading', { level: 3 }).allTextContents()).toEqual(expect.arrayContaining([first, second]))

    await page.getByRole('button', { name: `Aus den Favoriten entfernen: ${first}` }).click()
    await expect.poll(() => page.getByRole('heading', { level: 3 }).allTextContents()).toEqual([second])
    await page.reload()
    await waitForHydration(page)
    await expect.poll(() => page.getByRole('heading', { level: 3 }).allTextContents()).toEqual([second])
    await context.close()
  })

  it('says so when there are no favourites', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${shopUrl}/de/favoriten`)
    await waitForHydration(page)
    await expect.poll(() => page.getByText('Sie haben noch keine Favoriten.').count()).toBe(1)
    await context.close()
  })
})
