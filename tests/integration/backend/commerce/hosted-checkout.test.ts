import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackend } from '../../../support/backend.ts'
import { FIXTURE, insertCatalogueFixture, variantGid } from '../../../support/catalogue-fixture.ts'
import { storefrontClient, submitHostedCheckout } from '../../../support/storefront-client.ts'

const PASSWORD = 'Secret-Pass1'
const ORDERS = `orders(first: 50, sortKey: PROCESSED_AT, reverse: true) { nodes {
  id name orderNumber processedAt cancelReason fulfillmentStatus financialStatus currencyCode
  totalShippingPrice totalShippingPriceV2 { amount currencyCode } totalPrice totalPriceV2 { amount currencyCode }
  successfulFulfillments(first: 5) { trackingCompany trackingInfo(first: 5) { number url } }
  shippingAddress { name city zip address1 }
  lineItems(first: 50) { nodes { title quantity originalTotalPrice { amount currencyCode } customAttributes { key value } variant { id title sku priceV2 { amount } compareAtPriceV2 { amount } image { url } product { id } } } }
} }`

const BUYER = { email: 'buyer@example.com', first_name: 'Bea', last_name: 'Buyer', address1: 'Hauptstraße 1', city: 'Berlin', zip: '10115', country: 'Germany' }

describe('hosted checkout page and orders', () => {
  let backend: TestBackend
  let call: ReturnType<typeof storefrontClient>
  let token: string
  beforeAll(async () => {
    backend = await startTestBackend()
    await insertCatalogueFixture(backend.db)
    call = storefrontClient(backend.url, 'demo-token-de')
    await call(`mutation { customerCreate(input: { email: "buyer@example.com", password: "${PASSWORD}", firstName: "Bea" }) { customer { id } } }`)
    token = (await call(`mutation { customerAccessTokenCreate(input: { email: "buyer@example.com", password: "${PASSWORD}" }) { customerAccessToken { accessToken } } }`)).customerAccessTokenCreate.customerAccessToken.accessToken
  })
  afterAll(() => backend.stop({ removeData: true }))

  const newCheckout = async (lines: Array<[number, number]>, context = '') =>
    (await call(`mutation C($input: CheckoutCreateInput!) ${context} { checkoutCreate(input: $input) { checkout { id webUrl } } }`, {
      input: { lineItems: lines.map(([id, quantity]) => ({ variantId: variantGid(id), quantity, customAttributes: [{ key: '_url', value: '/de/p/1' }] })) },
    })).checkoutCreate.checkout
  const stock = async (variantId: number) => (await backend.db.query<{ stock: number }>('SELECT stock FROM product_variants WHERE id = $1', [variantId])).rows[0]!.stock
  const orders = async () => (await call(`query C($t: String!) { customer(customerAccessToken: $t) { ${ORDERS} } }`, { t: token })).customer.orders.nodes

  it('pre-fills the form from the query parameters the shop appends, with labelled fields and a real button', async () => {
    const checkout = await newCheckout([[FIXTURE.thermometer.variantId, 1]])
    const url = new URL(checkout.webUrl)
    const prefill = {
      'checkout[email]': 'prefill@example.com', 'checkout[shipping_address][first_name]': 'Pia', 'checkout[shipping_address][last_name]': 'Prefill',
      'checkout[shipping_address][address1]': 'Alexanderplatz 1', 'checkout[shipping_address][address2]': 'Hof', 'checkout[shipping_address][city]': 'Berlin',
      'checkout[shipping_address][company]': 'ACME', 'checkout[shipping_address][zip]': '10178', 'checkout[shipping_address][phone]': '+4930123456',
      'checkout[shipping_address][country]': 'Germany', 'checkout[shipping_address][province]': 'Berlin', locale: 'de',
    }
    for (const [key, value] of Object.entries(prefill)) url.searchParams.set(key, value)
    const response = await fetch(url)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<html lang="de">')
    expect(html).toContain('Die Zahlung ist in diesem Demo-Shop simuliert')
    expect(html).toContain('<button type="submit">Bestellung aufgeben</button>')
    for (const [name, value] of [['email', 'prefill@example.com'], ['first_name', 'Pia'], ['last_name', 'Prefill'], ['address1', 'Alexanderplatz 1'], ['address2', 'Hof'],
      ['city', 'Berlin'], ['company', 'ACME'], ['zip', '10178'], ['phone', '+4930123456'], ['country', 'Germany'], ['province', 'Berlin']]) {
      expect(html).toMatch(new RegExp(`<label for="field-${name}">`))
      expect(html).toMatch(new RegExp(`id="field-${name}" name="${name}"[^>]* value="${value!.replace('+', '\\+')}"`))
    }
  })

  it('speaks the store language: French, Italian, Dutch, Polish and English texts', async () => {
    const checkout = await newCheckout([[FIXTURE.thermometer.variantId, 1]])
    const expected: Record<string, string> = { fr: 'Passer la commande', it: 'Invia ordine', nl: 'Bestelling plaatsen', pl: 'Złóż zamówienie', en: 'Place order' }
    for (const [locale, button] of Object.entries(expected)) {
      const html = await (await fetch(`${checkout.webUrl}?locale=${locale}`)).text()
      expect(html).toContain(`<html lang="${locale}">`)
      expect(html).toContain(button)
    }
    const french = (await call(`mutation @inContext(language: FR, country: FR) { checkoutCreate(input: { lineItems: [{ variantId: "${variantGid(FIXTURE.thermometer.variantId)}", quantity: 1 }] }) { checkout { webUrl } } }`)).checkoutCreate.checkout
    expect(await (await fetch(french.webUrl)).text()).toContain('Thermomètre auriculaire')
  })

  it('re-renders the form with labelled errors when required fields are missing, and places nothing', async () => {
    const checkout = await newCheckout([[FIXTURE.thermometer.variantId, 1]])
    const response = await submitHostedCheckout(checkout.webUrl, { email: 'not-an-email', first_name: 'Bea' })
    expect(response.status).toBe(422)
    const html = await response.text()
    expect(html).toContain('role="alert"')
    expect(html).toMatch(/id="field-email"[^>]*aria-invalid="true" aria-describedby="field-email-error"/)
    expect(html).toMatch(/id="field-city"[^>]*aria-invalid="true"/)
    expect((await call('query N($id: ID!) { node(id: $id) { ... on Checkout { completedAt } } }', { id: checkout.id })).node.completedAt).toBeNull()
  })

  it('places the order: completedAt is set, stock goes down, and the order appears in the customer order history', async () => {
    const thermometerStock = await stock(FIXTURE.thermometer.variantId)
    const monitorStock = await stock(FIXTURE.bloodPressure.variantId)
    const checkout = await newCheckout([[FIXTURE.thermometer.variantId, 2], [FIXTURE.bloodPressure.variantId, 1]])
    const response = await submitHostedCheckout(checkout.webUrl, { ...BUYER, email: 'Buyer@Example.com' })
    expect(response.status).toBe(303)
    const confirmation = await (await fetch(new URL(response.headers.get('location')!, checkout.webUrl))).text()
    expect(confirmation).toContain('Vielen Dank für Ihre Bestellung!')
    expect(confirmation).toContain(`href="${backend.config.shopUrl}/de/"`)
    const completed = (await call('query N($id: ID!) { node(id: $id) { ... on Checkout { completedAt order { name } } } }', { id: checkout.id })).node
    expect(Date.parse(completed.completedAt)).toBeGreaterThan(Date.now() - 60_000)
    expect(await stock(FIXTURE.thermometer.variantId)).toBe(thermometerStock - 2)
    expect(await stock(FIXTURE.bloodPressure.variantId)).toBe(monitorStock - 1)
    const [order] = await orders()
    expect(order.name).toBe(completed.order.name)
    expect(order).toMatchObject({
      orderNumber: Number(order.name.slice(1)), cancelReason: null, fulfillmentStatus: 'UNFULFILLED', financialStatus: 'PAID', currencyCode: 'EUR',
      totalShippingPrice: '0.00', totalPrice: '139.88', totalPriceV2: { amount: '139.88', currencyCode: 'EUR' }, successfulFulfillments: [],
      shippingAddress: { name: 'Bea Buyer', city: 'Berlin', zip: '10115', address1: 'Hauptstraße 1' },
    })
    expect(order.lineItems.nodes.map((line: { title: string; quantity: number; originalTotalPrice: { amount: string } }) => [line.title, line.quantity, line.originalTotalPrice.amount]))
      .toEqual([['Ohrthermometer', 2, '59.98'], ['Blutdruckmessgerät', 1, '79.90']])
    expect(order.lineItems.nodes[0].customAttributes).toEqual([{ key: '_url', value: '/de/p/1' }])
    expect(order.lineItems.nodes[0].variant.sku).toBe('FX-9001-STD')
  })

  it('refuses to change a completed checkout (ALREADY_COMPLETED) and shows its confirmation again', async () => {
    const checkout = await newCheckout([[FIXTURE.thermometer.variantId, 1]])
    await submitHostedCheckout(checkout.webUrl, BUYER)
    const result = (await call(`mutation A($id: ID!) { checkoutLineItemsAdd(checkoutId: $id, lineItems: [{ variantId: "${variantGid(FIXTURE.thermometer.variantId)}", quantity: 1 }]) { checkoutUserErrors { code } } }`, { id: checkout.id })).checkoutLineItemsAdd
    expect(result.checkoutUserErrors).toEqual([{ code: 'ALREADY_COMPLETED' }])
    expect(await (await fetch(checkout.webUrl)).text()).toContain('data-order-number=')
  })

  it('does not place an order when stock ran out after the line was added', async () => {
    const checkout = await newCheckout([[FIXTURE.bloodPressure.largeCuffVariantId, 2]])
    await backend.db.query('UPDATE product_variants SET stock = 1 WHERE id = $1', [FIXTURE.bloodPressure.largeCuffVariantId])
    const response = await submitHostedCheckout(checkout.webUrl, BUYER)
    expect(response.status).toBe(409)
    expect(await response.text()).toContain('Einige Artikel sind in dieser Menge nicht mehr verfügbar.')
    expect(await stock(FIXTURE.bloodPressure.largeCuffVariantId)).toBe(1)
  })

  it('places a guest order for an e-mail without an account, attached to no customer', async () => {
    const before = (await orders()).length
    const checkout = await newCheckout([[FIXTURE.thermometer.variantId, 1]])
    expect((await submitHostedCheckout(checkout.webUrl, { ...BUYER, email: 'guest@example.com' })).status).toBe(303)
    expect((await orders()).length).toBe(before)
    const { rows } = await backend.db.query<{ customer_id: number | null }>("SELECT customer_id FROM orders WHERE email = 'guest@example.com'")
    expect(rows).toEqual([{ customer_id: null }])
  })

  it('answers 404 for an unknown hosted checkout', async () => {
    expect((await fetch(`${backend.url}/checkout/${'0'.repeat(32)}`)).status).toBe(404)
  })

  it('marks an order fulfilled with tracking through the admin endpoint, so history shows both states', async () => {
    const [latest] = await orders()
    const admin = { authorization: `Bearer ${backend.config.adminToken}`, 'content-type': 'application/json' }
    const tracking = { trackingCompany: 'DHL', number: '00340434161094042557', url: 'https://tracking.example/00340434161094042557' }
    expect((await fetch(`${backend.url}/admin/orders/${latest.orderNumber}/fulfil`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(tracking) })).status).toBe(401)
    expect((await fetch(`${backend.url}/admin/orders/${latest.orderNumber}/fulfil`, { method: 'POST', headers: admin, body: JSON.stringify({ number: 'x' }) })).status).toBe(400)
    expect((await fetch(`${backend.url}/admin/orders/999999/fulfil`, { method: 'POST', headers: admin, body: JSON.stringify(tracking) })).status).toBe(404)
    const response = await fetch(`${backend.url}/admin/orders/${encodeURIComponent(latest.name)}/fulfil`, { method: 'POST', headers: admin, body: JSON.stringify(tracking) })
    expect(response.status).toBe(200)
    const all = await orders()
    const fulfilled = all.find((order: { name: string }) => order.name === latest.name)
    expect(fulfilled.fulfillmentStatus).toBe('FULFILLED')
    expect(fulfilled.successfulFulfillments).toEqual([{ trackingCompany: 'DHL', trackingInfo: [{ number: tracking.number, url: tracking.url }] }])
    expect(all.some((order: { fulfillmentStatus: string }) => order.fulfillmentStatus === 'UNFULFILLED')).toBe(true)
  })

  it('lists orders by processed date, newest first, when asked to reverse', async () => {
    const names = (await orders()).map((order: { orderNumber: number }) => order.orderNumber)
    expect(names.length).toBeGreaterThan(1)
    expect(names).toEqual([...names].sort((a, b) => b - a))
  })

  it('fails the hosted checkout page on an injected checkout fault', async () => {
    const checkout = await newCheckout([[FIXTURE.thermometer.variantId, 1]])
    const admin = { authorization: `Bearer ${backend.config.adminToken}`, 'content-type': 'application/json' }
    await fetch(`${backend.url}/admin/faults`, { method: 'POST', headers: admin, body: JSON.stringify({ target: 'checkout', mode: '500' }) })
    expect((await fetch(checkout.webUrl)).status).toBe(500)
    expect((await fetch(checkout.webUrl)).status).toBe(200)
  })

  it('shows the shopper an error page in their language with a way back to the shop when the checkout fails, never raw JSON', async () => {
    const checkout = await newCheckout([[FIXTURE.thermometer.variantId, 1]])
    const admin = { authorization: `Bearer ${backend.config.adminToken}`, 'content-type': 'application/json' }
    const inLanguage = (language: string) => {
      const url = new URL(checkout.webUrl)
      url.searchParams.set('locale', language)
      return url
    }
    for (const [mode, status] of [['500', 500], ['graphql-error', 502], ['malformed', 502]] as const) {
      await fetch(`${backend.url}/admin/faults`, { method: 'POST', headers: admin, body: JSON.stringify({ target: 'checkout', mode }) })
      const response = await fetch(inLanguage('de'))
      expect(response.status).toBe(status)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      const html = await response.text()
      expect(html).toContain('<html lang="de"')
      expect(html).toContain('Die Kasse kann gerade nicht angezeigt werden. Ihr Warenkorb bleibt erhalten')
      expect(html).toContain(`<a href="${backend.config.shopUrl}/de/">Zurück zum Shop</a>`)
    }
    await fetch(`${backend.url}/admin/faults`, { method: 'POST', headers: admin, body: JSON.stringify({ target: 'checkout', mode: '500' }) })
    const posted = await fetch(inLanguage('pl'), { method: 'POST', body: new URLSearchParams(BUYER), redirect: 'manual' })
    expect(posted.status).toBe(500)
    expect(await posted.text()).toContain(`<a href="${backend.config.shopUrl}/pl/">Powrót do sklepu</a>`)
    const broken = await fetch(`${backend.url}/checkout/%E0%A4%A?locale=fr`)
    expect(broken.status).toBe(404)
    expect(await broken.text()).toContain('Ce paiement n’existe pas.')
    expect((await fetch(checkout.webUrl)).status).toBe(200)
  })
})
