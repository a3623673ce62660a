import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { checkoutApi202207 } from '../../services/checkout/checkout-api-2022-07.ts'
import { contentClient } from '../../services/content.ts'
import { customerService } from '../../services/customer.ts'
import { fetchMarketAmounts } from '../../services/market-amounts.ts'
import { requestBackInStock } from '../../services/back-in-stock.ts'
import { sendReview } from '../../services/review.ts'
import { storefrontTransport } from '../../services/storefront/transport.ts'
import { storefrontClient } from '../support/storefront-client.ts'
import { clearFaults, fault, FAULT_MODES, FAULT_TARGETS, fresh, shopGet, shopPost, type FaultMode, type FaultTarget } from './faults.ts'

const backendUrl = () => inject('backendUrl')
const PASSWORD = 'Reliable-Pass1'
const EMAIL = 'reliability@example.com'
const VARIANT = Buffer.from('gid://shopify/ProductVariant/10451').toString('base64')

let token = ''
let checkoutId = ''

beforeAll(async () => {
  const call = storefrontClient(backendUrl(), 'demo-token-de')
  await call(`mutation { customerCreate(input: { email: "${EMAIL}", password: "${PASSWORD}", firstName: "Rita", lastName: "Reliable" }) { customer { id } } }`)
  const login = await call<{ customerAccessTokenCreate: { customerAccessToken: { accessToken: string } } }>(
    `mutation { customerAccessTokenCreate(input: { email: "${EMAIL}", password: "${PASSWORD}" }) { customerAccessToken { accessToken } } }`,
  )
  token = login.customerAccessTokenCreate.customerAccessToken.accessToken
  const created = await gateway().create([{ variantId: VARIANT, quantity: 2, customAttributes: [{ key: '_id', value: '1045' }] }], { language: 'DE', country: 'DE' })
  if (!created.ok) throw new Error(created.failure.message)
  checkoutId = created.value.id
})
afterEach(clearFaults)

const gateway = () => checkoutApi202207(storefrontTransport({ storefrontDomain: backendUrl(), storefrontAccessKey: 'demo-token-de', apiVersion: '2022-07' }))
const customers = () => customerService(storefrontTransport({ storefrontDomain: backendUrl(), storefrontAccessKey: 'demo-token-de', apiVersion: '2022-07' }))

/** A page answered to a shopper: something to read, never a blank page, never a 5xx of the shopper's making. */
async function expectPage(path: string, statuses: number[] = [200]) {
  const response = await shopGet(path)
  const html = await response.text()
  expect(statuses, `${path} answered ${response.status}`).toContain(response.status)
  expect(html).toMatch(/<h1[\s>]/)
  return html
}

/**
 * What the shopper's side must do while one endpoint fails: `during` runs with the fault queued, `after` once it is
 * cleared (nothing of the failure may have been kept). Each asserts the spec's outcome for that endpoint.
 */
const SCENARIOS: Record<FaultTarget, { what: string; during: (mode: FaultMode) => Promise<void>; after: () => Promise<void> }> = {
  graphql: {
    what: 'a customer stays logged in and the cart keeps its lines: the failure is the platform’s, not a refused token or a missing cart',
    during: async (mode) => {
      const customer = await customers().fetchCustomer(token)
      expect(customer.ok === false && customer.failure.kind).not.toBe('missing')
      await fault('graphql', mode)
      const cart = await gateway().fetch(checkoutId, { language: 'DE', country: 'DE' })
      expect(cart.ok === false && cart.failure.kind).not.toBe('missing')
    },
    after: async () => {
      expect(await customers().fetchCustomer(token)).toMatchObject({ ok: true, value: { email: EMAIL } })
      const cart = await gateway().fetch(checkoutId, { language: 'DE', country: 'DE' })
      expect(cart.ok && cart.value.lines.map((line) => line.quantity)).toEqual([2])
    },
  },
  checkout: {
    what: 'the shop’s cart page, which links to the hosted checkout, still answers',
    during: async () => void (await expectPage(`/de/cart?${fresh()}`)),
    after: async () => void (await expectPage(`/de/cart?${fresh()}`)),
  },
  page: {
    what: 'a page the content platform failed comes from the scrape fallback, and nothing of the failure is kept',
    during: async () => void (await expectPage(`/de/?${fresh()}`)),
    after: async () => void (await expectPage(`/de/?${fresh()}`)),
  },
  scrape: {
    what: 'when the scrape fallback fails too, the shopper reads the error page, and the same address shows the page once both recover',
    during: async (mode) => {
      await clearFaults()
      await fault('page', '500')
      await fault('scrape', mode)
      const path = `/de/c/blutdruckmessgeraete/?${fresh()}`
      await expectPage(path, [404, 500, 503])
      await clearFaults()
      await expectPage(path)
    },
    after: async () => void (await expectPage(`/de/c/blutdruckmessgeraete/?${fresh()}`)),
  },
  search: {
    what: 'a listing’s next products (search) answer a failure, never an empty list, and come once search is back; the search page answers',
    during: async () => {
      await expect(content().fetchListing(listing)).rejects.toThrow()
      await expectPage(`/search-de?searchPhrase=blutdruck&${fresh()}`)
    },
    after: async () => expect((await content().fetchListing(listing)).products.length).toBeGreaterThan(0),
  },
  snippets: {
    what: 'a page without its snippets is still a page, and is not kept without them',
    during: async () => void (await expectPage(`/de/?${fresh()}`)),
    after: async () => void (await expectPage(`/de/?${fresh()}`)),
  },
  menu: {
    what: 'a page without its menu is still a page, and is not kept without it',
    during: async () => void (await expectPage(`/de/?${fresh()}`)),
    after: async () => void (await expectPage(`/de/?${fresh()}`)),
  },
  documents: {
    what: 'the catalogue amounts of another market are a failure, never the old market’s amounts; product pages still answer',
    during: async () => {
      expect((await fetchMarketAmounts({ contentApiUrl: backendUrl(), instanceName: 'demo-pl', instanceId: 'demo-pl' }, ['1045'])).ok).toBe(false)
      await expectPage(`/de/p/1045/?${fresh()}`)
    },
    after: async () =>
      expect(await fetchMarketAmounts({ contentApiUrl: backendUrl(), instanceName: 'demo-pl', instanceId: 'demo-pl' }, ['1045'])).toMatchObject({ ok: true, value: { '1045': { recyclingPrice: 0.86 } } }),
  },
  recommendation: {
    what: 'a product page without its recommendations is still the product page',
    during: async () => void (await expectPage(`/de/p/1045/?${fresh()}`)),
    after: async () => void (await expectPage(`/de/p/1045/?${fresh()}`)),
  },
  images: {
    what: 'pages link to images and answer whatever the image host does',
    during: async () => void (await expectPage(`/de/p/1045/?${fresh()}`)),
    after: async () => void (await expectPage(`/de/p/1045/?${fresh()}`)),
  },
  newsletter: {
    what: 'a subscription the service did not take answers a failure, never {subscribed: true}',
    during: async () => {
      const response = await shopPost('/api/newsletter/subscribe', { email: `news-${fresh()}@example.com`, create_voucher: false, country: 'DE' })
      expect(response.status).toBe(502)
      expect(await response.json()).toEqual({ error: 'NEWSLETTER_FAILURE' })
    },
    after: async () => {
      const response = await shopPost('/api/newsletter/subscribe', { email: `news-${fresh()}@example.com`, create_voucher: false, country: 'DE' })
      expect([response.status, await response.json()]).toEqual([200, { subscribed: true }])
    },
  },
  'customer-data': {
    what: 'the customer’s own record answers a failure, never a false user, and the record once the service is back',
    during: async () => {
      const response = await shopPost('/api/salesforce/getUser', { email: EMAIL, store: 'de' }, { cookie: `customer_access_token=${token}` })
      expect(response.status).toBe(502)
    },
    after: async () => {
      const response = await shopPost('/api/salesforce/getUser', { email: EMAIL, store: 'de' }, { cookie: `customer_access_token=${token}` })
      expect([response.status, (await response.json()).user?.email]).toEqual([200, EMAIL])
    },
  },
  reviews: {
    what: 'a review the service did not take is not thanked for',
    during: async () => expect(await sendReview(reviewService(), 'de', review())).toBe(false),
    after: async () => expect(await sendReview(reviewService(), 'de', review())).toBe(true),
  },
  'back-in-stock': {
    what: 'a back-in-stock request the service did not register is not confirmed',
    during: async () => expect(await requestBackInStock({ backInStockUrl: `${backendUrl()}/back-in-stock` }, 'de', { email: `wait-${fresh()}@example.com`, variantId: '10451' })).toBe(false),
    after: async () => expect(await requestBackInStock({ backInStockUrl: `${backendUrl()}/back-in-stock` }, 'de', { email: `wait-${fresh()}@example.com`, variantId: '10451' })).toBe(true),
  },
  'error-reports': {
    what: 'a failing error-report service is the shop’s to log, never the shopper’s 5xx',
    during: async () => expect((await shopPost('/log-error/', { message: 'storefront errors', error: 'reliability probe' })).status).toBe(204),
    after: async () => expect((await shopPost('/log-error/', { message: 'storefront errors', error: 'reliability probe' })).status).toBe(204),
  },
  account: {
    what: 'with SSO off the shop does not depend on the account site: its pages answer',
    during: async () => void (await expectPage(`/de/?${fresh()}`)),
    after: async () => void (await expectPage(`/de/?${fresh()}`)),
  },
  health: {
    what: 'the backend’s own health check failing does not reach the shopper',
    during: async () => void (await expectPage(`/de/?${fresh()}`)),
    after: async () => void (await expectPage(`/de/?${fresh()}`)),
  },
}

const content = () => contentClient({ contentApiUrl: backendUrl(), instance: 'demo-de', scrape: { url: `${backendUrl()}/scrape`, user: 'demo', password: 'demo-scrape' } })
const listing = { url: '/de/c/blutdruckmessgeraete/', filters: {}, sort: 'ascending', count: 4, offset: 4, language: 'de', currency: 'EUR' }
const reviewService = () => ({ reviewServiceDomain: `${backendUrl()}/reviews`, token: 'demo-review-de' })
const review = () => ({ productId: '1045', rating: 4, title: 'Reliable', comment: `Measured twice (${fresh()})`, email: 'reviewer@example.com' })

describe.each(FAULT_TARGETS)('while %s fails', (target) => {
  it.each(FAULT_MODES)(`(%s) ${SCENARIOS[target].what}`, async (mode) => {
    await fault(target, mode)
    await SCENARIOS[target].during(mode)
    await clearFaults()
    await SCENARIOS[target].after()
  })
})
