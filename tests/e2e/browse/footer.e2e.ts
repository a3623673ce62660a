import type { Page } from 'playwright-core'
import { afterEach, describe, expect, inject } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { visit } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'

const DESKTOP = { width: 1280, height: 900 }
const PHONE = { width: 390, height: 844 }

const backendUrl = inject('backendUrl')
const admin = { authorization: `Bearer ${inject('adminToken')}`, 'content-type': 'application/json' }
/** The newsletter service fails the next subscription. */
const failNextSubscription = () =>
  fetch(`${backendUrl}/admin/faults`, { method: 'POST', headers: admin, body: JSON.stringify({ target: 'newsletter', mode: '500', count: 1 }) })

/** What the browser sent to the shop's subscription endpoint, in order. */
function subscriptionsSent(page: Page): unknown[] {
  const sent: unknown[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/newsletter/subscribe') sent.push(request.postDataJSON())
  })
  return sent
}

const newsletterOf = (page: Page) => page.getByRole('contentinfo').getByRole('region', { name: 'Newsletter' })

describe('the newsletter form (SPEC §4, §5)', () => {
  afterEach(() => fetch(`${backendUrl}/admin/faults`, { method: 'DELETE', headers: admin }))

  test('in the full footer: blocked until the e-mail is valid, waits, shows a failure, then thanks instead of the form', async ({ openTab, shopUrl }) => {
    const LL = textsOf('de')
    const page = await openTab({ viewport: DESKTOP })
    const sent = subscriptionsSent(page)
    await visit(page, `${shopUrl}/de/`)
    const newsletter = newsletterOf(page)
    const email = newsletter.getByRole('textbox', { name: `${LL.EMAIL()} *` })
    const subscribe = newsletter.getByRole('button')

    await subscribe.click()
    await expect.poll(() => newsletter.getByRole('alert').textContent()).toBe(LL.NEWSLETTER_EMAIL_REQUIRED_ERROR())
    expect(await email.getAttribute('aria-invalid')).toBe('true')
    await email.fill('kein-e-mail')
    await subscribe.click()
    await expect.poll(() => newsletter.getByRole('alert').textContent()).toBe(LL.FORM_ERROR_PATTERN())
    expect(sent).toEqual([])

    // The service fails: the form says so and keeps the address for another try.
    await failNextSubscription()
    await email.fill('newsletter-voll@example.com')
    await subscribe.click()
    await expect.poll(() => newsletter.getByRole('alert').textContent()).toBe(LL.NEWSLETTER_FAILURE())
    expect(await email.inputValue()).toBe('newsletter-voll@example.com')
    expect(sent).toEqual([{ email: 'newsletter-voll@example.com', create_voucher: true, country: 'DE' }])
    expect(await seriousViolations(page, 'footer')).toEqual([])

    // While the service answers, the button waits, keeps the focus, and takes no second subscription.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/newsletter/subscribe', async (route) => {
      await held
      await route.continue()
    })
    await subscribe.focus()
    await page.keyboard.press('Enter')
    const waiting = newsletter.getByRole('button', { name: LL.NEWSLETTER_SUBMITTING() })
    await expect.poll(() => waiting.isDisabled()).toBe(true)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(LL.NEWSLETTER_SUBMITTING())
    await page.keyboard.press('Enter')
    release()
    await expect.poll(() => newsletter.getByRole('status').textContent()).toBe(LL.NEWSLETTER_SUCCESS())
    expect(await newsletter.getByRole('textbox').count()).toBe(0)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status')
    expect(sent).toHaveLength(2)
  })

  test('in the minimized footer of a campaign page on a phone: the Polish thanks ask to click the confirmation link', async ({ openTab, shopUrl }) => {
    const LL = textsOf('pl')
    const page = await openTab({ viewport: PHONE })
    const sent = subscriptionsSent(page)
    await visit(page, `${shopUrl}/pl/akcja-zimowa/`)
    const newsletter = newsletterOf(page)
    await newsletter.getByRole('button').click()
    await expect.poll(() => newsletter.getByRole('alert').textContent()).toBe(LL.NEWSLETTER_EMAIL_REQUIRED_ERROR())
    await newsletter.getByRole('textbox', { name: `${LL.EMAIL()} *` }).fill('newsletter-kampania@example.com')
    await newsletter.getByRole('button').click()
    await expect.poll(() => newsletter.getByRole('status').textContent()).toBe(LL.NEWSLETTER_SUCCESS())
    expect(LL.NEWSLETTER_SUCCESS()).toContain('kliknij link')
    expect(sent).toEqual([{ email: 'newsletter-kampania@example.com', create_voucher: false, country: 'PL' }])
  })
})

describe('the footer below 992 px (SPEC §9)', () => {
  test('a tapped column opens in 500 ms and its links take the shopper on', async ({ openTab, shopUrl }) => {
    const page = await openTab({ viewport: PHONE })
    await visit(page, `${shopUrl}/uk/`)
    const footer = page.getByRole('contentinfo')
    const column = footer.getByRole('button', { name: 'Shop', exact: true })
    expect(await column.getAttribute('aria-expanded')).toBe('false')
    const body = page.locator(`#${await column.getAttribute('aria-controls')}`)
    const firstLink = body.getByRole('link').first()
    expect(await firstLink.isVisible()).toBe(false)

    await column.click()
    expect(await column.getAttribute('aria-expanded')).toBe('true')
    await expect.poll(() => body.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(100)
    expect(await firstLink.isVisible()).toBe(true)
    const name = (await firstLink.textContent()) ?? ''
    await firstLink.click()
    await page.waitForURL(/\/uk\/c\//)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name)
  })
})

describe('the footer’s legal links', () => {
  test.for([
    ['de', 'AGB', 'Allgemeine Geschäftsbedingungen', 'Impressum', DESKTOP],
    ['nl', 'Algemene voorwaarden', 'Algemene voorwaarden', 'Colofon', PHONE],
  ] as const)('in /%s/ the terms and the imprint open pages of their own, and no link of the footer leads nowhere', async ([edition, terms, termsHeading, imprint, viewport], { openTab, shopUrl }) => {
    const page = await openTab({ viewport })
    await visit(page, `${shopUrl}/${edition}/`)
    const footer = page.getByRole('contentinfo')
    // A link to a place on the page names an element that is there.
    const anchorsToNothing = await footer.locator('a[href^="#"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '').filter((href) => !document.getElementById(href.slice(1))))
    expect(anchorsToNothing).toEqual([])
    await footer.getByRole('link', { name: terms, exact: true }).click()
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(termsHeading)
    expect(new URL(page.url()).pathname).not.toBe(`/${edition}/`)
    await footer.getByRole('link', { name: imprint, exact: true }).click()
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(imprint)
  })
})

describe('back to top (SPEC §4, §9)', () => {
  test.for([
    ['de', DESKTOP],
    ['fr', PHONE],
  ] as const)('in the %s edition it scrolls to the top and moves the focus there', async ([edition, viewport], { openTab, shopUrl }) => {
    const LL = textsOf(edition)
    const page = await openTab({ viewport })
    await visit(page, `${shopUrl}/${edition}/`)
    const backToTop = page.getByRole('button', { name: LL.BACK_TO_TOP() })
    // Shown once the page is scrolled past 160 px; both are read together, as a slow machine may still be scrolling.
    await expect.poll(async () => {
      await page.mouse.wheel(0, 1500)
      return (await backToTop.isVisible()) && (await page.evaluate(() => window.scrollY)) > 160
    }).toBe(true)
    await backToTop.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    const focused = await page.evaluate(() => document.activeElement?.textContent)
    expect(focused).toBe(LL.SKIP_TO_CONTENT())
    expect(await backToTop.isVisible()).toBe(false)
  })
})
