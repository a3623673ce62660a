import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { addToCart, MONITOR, openFlyout, openProduct } from '../buy/support.ts'
import { visit, waitForHydration } from '../support/browser.ts'
import { test } from '../support/shop-page.ts'
import { textsOf } from '../support/texts.ts'

/** One page of each type, and the status it is answered with. */
const PAGE_TYPES = [
  { type: 'home', path: '/de/', status: 200 },
  { type: 'category', path: '/de/c/blutdruckmessgeraete/', status: 200 },
  { type: 'product', path: '/pl/p/1099/', status: 200 },
  { type: 'bundle', path: '/de/b/blutdruck-starter-set/', status: 200 },
  { type: 'search', path: '/search-de?searchPhrase=blutdruck', status: 200 },
  { type: 'cart', path: '/pl/cart', status: 200 },
  { type: 'favourites', path: '/de/favoriten', status: 200 },
  { type: 'login', path: '/uk/login/', status: 200 },
  { type: 'content', path: '/de/datenschutz/', status: 200 },
  { type: 'error', path: '/de/gibt-es-nicht/', status: 404 },
]

/** Every Content-Security-Policy violation the page reports, from its first script on. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      ;(window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`)
    })
  })
  return violations
}

function expectSecurityHeaders(headers: Record<string, string>) {
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  // Served over http here: HSTS only when the shop's public origin is https.
  expect(headers['strict-transport-security']).toBeUndefined()
}

describe('security headers and the Content-Security-Policy', () => {
  test.for(PAGE_TYPES)('the $type page carries the security headers, and its policy holds while it hydrates: no violation in Chromium', async ({ path, status }, { page, shopUrl }) => {
    const violations = await recordViolations(page)
    const response = await visit(page, `${shopUrl}${path}`)
    expect(response?.status()).toBe(status)
    const headers = response!.headers()
    expectSecurityHeaders(headers)
    // Inline scripts run by their hashes, never by 'unsafe-inline'.
    expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe/)
    // The page's scripts did run: the router hydrated and removed its own inline scripts.
    expect(await page.evaluate(() => '$_TSR' in window)).toBe(false)
    expect(violations).toEqual([])
  })

  test('a shopper moves through the shop and puts a product into the cart without a single violation', async ({ page, shopUrl }) => {
    const LL = textsOf('pl')
    const violations = await recordViolations(page)
    await openProduct(page, shopUrl, 'pl', MONITOR.id)
    await addToCart(page, LL, 1)
    const flyout = await openFlyout(page, LL, 1)
    // A client-side navigation loads the next page's data and chunks from the shop.
    await Promise.all([page.waitForURL(`${shopUrl}/pl/cart`), flyout.getByRole('link', { name: LL.CART_VIEW() }).click()])
    await waitForHydration(page)
    expect(violations).toEqual([])
  })

  test('answers that are not pages carry the headers too, with a policy that runs nothing', async ({ shopUrl }) => {
    for (const response of [
      await fetch(`${shopUrl}/log-error/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
      await fetch(`${shopUrl}/favicon.ico`),
    ]) {
      const headers = Object.fromEntries(response.headers)
      expectSecurityHeaders(headers)
      expect(headers['content-security-policy']).toContain("default-src 'none'")
    }
  })
})
