import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackend } from '../../../support/backend.ts'
import { FIXTURE, insertCatalogueFixture, variantGid } from '../../../support/catalogue-fixture.ts'
import { outbox, storefrontClient, submitHostedCheckout } from '../../../support/storefront-client.ts'

/**
 * The "Done when" sequence over HTTP: a checkout with two variants; add, update and remove lines;
 * completion through the hosted page; registration, login and the order in the history; password recovery
 * and reset; activation of an invited account; and after a restart all of it is still there.
 */
describe('commerce walkthrough, surviving a restart', () => {
  let backend: TestBackend
  let dataDir: string
  beforeAll(async () => {
    backend = await startTestBackend()
    dataDir = backend.dataDir
    await insertCatalogueFixture(backend.db)
  })
  afterAll(() => backend.stop({ removeData: true }))

  it('does the whole sequence, and after a restart everything is still there', async () => {
    let call = storefrontClient(backend.url, 'demo-token-de')
    // 1. A checkout with two variants; add, update, remove.
    const created = (await call(`mutation { checkoutCreate(input: { lineItems: [
      { variantId: "${variantGid(FIXTURE.thermometer.variantId)}", quantity: 1 },
      { variantId: "${variantGid(FIXTURE.bloodPressure.variantId)}", quantity: 1 } ] }) { checkout { id webUrl lineItems(first: 50) { nodes { id } } } checkoutUserErrors { code } } }`)).checkoutCreate
    expect(created.checkoutUserErrors).toEqual([])
    const checkoutId: string = created.checkout.id
    const added = (await call(`mutation A($id: ID!) { checkoutLineItemsAdd(checkoutId: $id, lineItems: [{ variantId: "${variantGid(FIXTURE.limited.variantId)}", quantity: 1 }]) { checkout { lineItems(first: 50) { nodes { id variant { sku } } } } checkoutUserErrors { code } } }`, { id: checkoutId })).checkoutLineItemsAdd
    expect(added.checkout.lineItems.nodes).toHaveLength(3)
    const [thermometerLine, , masksLine] = added.checkout.lineItems.nodes
    await call('mutation U($id: ID!, $line: ID!) { checkoutLineItemsUpdate(checkoutId: $id, lineItems: [{ id: $line, quantity: 2 }]) { checkoutUserErrors { code } } }', { id: checkoutId, line: thermometerLine.id })
    const removed = (await call('mutation R($id: ID!, $line: ID!) { checkoutLineItemsRemove(checkoutId: $id, lineItemIds: [$line]) { checkout { totalPriceV2 { amount } lineItems(first: 50) { nodes { quantity variant { sku } } } } } }', { id: checkoutId, line: masksLine.id })).checkoutLineItemsRemove
    expect(removed.checkout.lineItems.nodes.map((line: { quantity: number; variant: { sku: string } }) => [line.variant.sku, line.quantity])).toEqual([['FX-9001-STD', 2], ['FX-9002-M', 1]])
    expect(removed.checkout.totalPriceV2.amount).toBe('139.88')

    // 2. Register and log in, then complete the checkout on the hosted page with the same e-mail.
    await call('mutation { customerCreate(input: { email: "walker@example.com", password: "Walk-the-line1", firstName: "Wal", lastName: "Ker" }) { customer { id } } }')
    let accessToken: string = (await call('mutation { customerAccessTokenCreate(input: { email: "walker@example.com", password: "Walk-the-line1" }) { customerAccessToken { accessToken } } }')).customerAccessTokenCreate.customerAccessToken.accessToken
    const webUrl = new URL(created.checkout.webUrl)
    webUrl.searchParams.set('checkout[email]', 'walker@example.com')
    const placed = await submitHostedCheckout(webUrl.toString(), { email: 'walker@example.com', first_name: 'Wal', last_name: 'Ker', address1: 'Damrak 1', city: 'Amsterdam', zip: '1012 LG', country: 'NL' })
    expect(placed.status).toBe(303)
    const history = async (token: string) => (await call('query C($t: String!) { customer(customerAccessToken: $t) { email orders(first: 50, sortKey: PROCESSED_AT, reverse: true) { nodes { name totalPriceV2 { amount } lineItems(first: 50) { nodes { title quantity } } } } } }', { t: token })).customer
    const orderName: string = (await history(accessToken)).orders.nodes[0].name
    expect(orderName).toMatch(/^#\d+$/)

    // 3. Recover and reset the password by following the outbox link.
    await call('mutation { customerRecover(email: "walker@example.com") { customerUserErrors { code } } }')
    const reset = new URL((await outbox(backend.url, backend.config.adminToken)).find((mail) => mail.recipient === 'walker@example.com')!.links.reset!)
    const resetResult = (await call('mutation R($id: ID!, $input: CustomerResetInput!) { customerReset(id: $id, input: $input) { customerAccessToken { accessToken } customerUserErrors { code } } }', {
      id: reset.searchParams.get('id'), input: { resetToken: reset.searchParams.get('token'), password: 'New-Walk-line2' },
    })).customerReset
    expect(resetResult.customerUserErrors).toEqual([])
    accessToken = resetResult.customerAccessToken.accessToken

    // 4. Activate an invited account.
    const invite = await fetch(`${backend.url}/admin/customers/invite`, { method: 'POST', headers: { authorization: `Bearer ${backend.config.adminToken}`, 'content-type': 'application/json' }, body: JSON.stringify({ email: 'guest-invite@example.com', store: 'de' }) })
    const activationLink = new URL((await invite.json()).activationLink)
    const activated = (await call('mutation A($u: URL!) { customerActivateByUrl(activationUrl: $u, password: "Invited-Pass3") { customerUserErrors { code } } }', { u: activationLink.searchParams.get('url') })).customerActivateByUrl
    expect(activated.customerUserErrors).toEqual([])

    // 5. Restart on the same data directory: everything is still there.
    await backend.stop()
    backend = await startTestBackend({ dataDir })
    call = storefrontClient(backend.url, 'demo-token-de')
    const checkout = (await call('query N($id: ID!) { node(id: $id) { ... on Checkout { completedAt lineItems(first: 50) { nodes { quantity } } } } }', { id: checkoutId })).node
    expect(checkout.completedAt).not.toBeNull()
    expect(checkout.lineItems.nodes.map((line: { quantity: number }) => line.quantity)).toEqual([2, 1])
    const customer = await history(accessToken)
    expect(customer.email).toBe('walker@example.com')
    expect(customer.orders.nodes[0]).toEqual({ name: orderName, totalPriceV2: { amount: '139.88' }, lineItems: { nodes: [{ title: 'Ohrthermometer', quantity: 2 }, { title: 'Blutdruckmessgerät', quantity: 1 }] } })
    const login = async (email: string, password: string) => (await call('mutation L($e: String!, $p: String!) { customerAccessTokenCreate(input: { email: $e, password: $p }) { customerUserErrors { code } } }', { e: email, p: password })).customerAccessTokenCreate.customerUserErrors
    expect(await login('walker@example.com', 'New-Walk-line2')).toEqual([])
    expect(await login('guest-invite@example.com', 'Invited-Pass3')).toEqual([])
    expect((await outbox(backend.url, backend.config.adminToken)).map((mail) => mail.recipient)).toEqual(expect.arrayContaining(['walker@example.com', 'guest-invite@example.com']))
    const { rows } = await backend.db.query<{ stock: number }>('SELECT stock FROM product_variants WHERE id = $1', [FIXTURE.thermometer.variantId])
    expect(rows[0]!.stock).toBe(FIXTURE.thermometer.stock - 2)
  })

  it('leads platform-style account links to the shop pages', async () => {
    const response = await fetch(`${backend.url}/account/activate/7/${'a'.repeat(32)}`, { redirect: 'manual' })
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('location')!)
    expect(location.pathname).toBe('/global/activate-account/')
    expect(location.searchParams.get('url')).toBe(`${backend.url}/account/activate/7/${'a'.repeat(32)}`)
  })
})
