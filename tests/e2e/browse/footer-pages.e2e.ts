import { describe, expect } from 'vitest'
import { EDITIONS } from '../../../backend/content/editions.ts'
import { VOCABULARIES } from '../../../backend/seed/languages/index.ts'
import { seriousViolations } from '../support/axe.ts'
import { visit } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

describe('the footer’s service and company links (SPEC §2 footer)', () => {
  test.for([
    ['de', PHONE],
    ['uk', DESKTOP],
  ] as const)('in %s, each opens a page of its own whose heading is the link’s name, and back returns to the page it was on', async ([key, viewport], { openTab, shopUrl }) => {
    const edition = EDITIONS.find((candidate) => candidate.key === key)!
    const footer = VOCABULARIES[edition.language].footer
    const page = await openTab({ viewport })
    const start = `${shopUrl}/${key}/`
    await visit(page, start)
    const names: Record<string, string[]> = {
      [footer.serviceColumn]: [footer.contact, footer.faq, footer.shipping, footer.returns],
      [footer.companyColumn]: [footer.about, footer.press],
    }
    const addresses = new Map<string, string>()
    for (const [headline, links] of Object.entries(names)) {
      for (const name of links) {
        const footerOfPage = page.getByRole('contentinfo')
        // On a phone the column's links are folded under its headline.
        const toggle = footerOfPage.getByRole('button', { name: headline, exact: true })
        if (viewport === PHONE && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click()
        const link = footerOfPage.getByRole('link', { name, exact: true })
        const href = await link.getAttribute('href')
        expect(href, `${name} leaves the home page`).not.toBe(`/${key}/`)
        await Promise.all([page.waitForURL(`${shopUrl}${href}`), link.click()])
        const heading = page.getByRole('heading', { level: 1, name, exact: true })
        await heading.waitFor()
        addresses.set(name, href!)
        await Promise.all([page.waitForURL(start), page.goBack()])
        await heading.waitFor({ state: 'detached' })
      }
    }
    expect(new Set(addresses.values()).size).toBe(6)
    // The header's promotions (free shipping, warranty, return right) lead to the pages that tell more.
    const bannerLinks = await page.getByRole('banner').getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    for (const name of [footer.shipping, footer.faq, footer.returns]) expect(bannerLinks).toContain(addresses.get(name))
    // The shipping page names the edition's own free-shipping threshold.
    await visit(page, `${shopUrl}${addresses.get(footer.shipping)}`)
    const shipping = (await page.getByRole('main').textContent()) ?? ''
    expect(shipping).not.toContain('{amount}')
    expect(shipping).toMatch(key === 'uk' ? /£39/ : /49\s€/)
    expect(await seriousViolations(page)).toEqual([])
  })
})
