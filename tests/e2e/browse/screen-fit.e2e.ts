import { describe, expect } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import type { EditionKey } from '../../../app.config.ts'
import { addToCart, CUFF, openProduct } from '../buy/support.ts'
import { visit } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

/** A phrase of one word far wider than any screen, as a shopper may paste it. */
const LONG_PHRASE = 'Blutdruckmessgeraet'.repeat(12)

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
const boxOf = async (locator: Locator) => (await locator.boundingBox())!

/** The pages of an edition a shopper walks through, each by its own address (SPEC §2). */
const pagesOf = (edition: EditionKey, categorySlug: string, searchRoute: string) => [
  `/${edition}/`,
  `/${edition}/c/${categorySlug}/`,
  `/${edition}/p/${CUFF.id}/`,
  `${searchRoute}?searchPhrase=${LONG_PHRASE}`,
  `/${edition}/cart`,
  `/${edition}/login/`,
]

describe('pages fit a phone’s screen', () => {
  test.for([
    ['de', 'blutdruckmessgeraete', '/search-de'],
    ['fr', 'tensiometres', '/recherche'],
  ] as Array<[EditionKey, string, string]>)('no page of the %s edition scrolls sideways, not even for a search phrase of one very long word', async ([edition, slug, searchRoute], { openTab, shopUrl }) => {
    const page = await openTab({ viewport: PHONE })
    await openProduct(page, shopUrl, edition, CUFF.id)
    await page.getByRole('radio', { name: CUFF.size }).check()
    await addToCart(page, textsOf(edition), 1)
    const wide: string[] = []
    for (const path of pagesOf(edition, slug, searchRoute)) {
      await visit(page, `${shopUrl}${path}`)
      if (await scrollsSideways(page)) wide.push(path)
    }
    expect(wide).toEqual([])
  })

  test('the search heading that echoes a long phrase wraps inside the screen on a desktop too', async ({ openTab, shopUrl }) => {
    const page = await openTab({ viewport: DESKTOP })
    await visit(page, `${shopUrl}/search-global?searchPhrase=${LONG_PHRASE}`)
    const heading = page.getByRole('heading', { level: 1 })
    const box = await boxOf(heading)
    expect(box.x + box.width).toBeLessThanOrEqual(DESKTOP.width)
    expect(await scrollsSideways(page)).toBe(false)
  })

  test('every promotion in the bar is in sight whole on a phone, and keeps its whole focus ring when reached by Tab', async ({ openTab, shopUrl }) => {
    const page = await openTab({ viewport: PHONE })
    await visit(page, `${shopUrl}/fr/`)
    const fr = textsOf('fr')
    const links = page.getByRole('complementary', { name: fr.PROMOTIONS() }).getByRole('link')
    expect(await links.count()).toBe(3)
    for (const link of await links.all()) {
      await link.focus()
      const box = await boxOf(link)
      // The ring is drawn 2 px outside the link and 3 px wide.
      expect(box.x - 5).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width + 5).toBeLessThanOrEqual(PHONE.width)
      expect(await link.evaluate((element) => element.closest('ul')!.scrollWidth <= element.closest('ul')!.clientWidth)).toBe(true)
    }
  })
})
