import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { buildClientSchema, parse, validate, type GraphQLSchema, type IntrospectionQuery } from 'graphql'
import { describe, expect, it } from 'vitest'
import type { StorefrontApiVersion } from '../../../app.config.ts'
import { cartApi } from '../../../services/checkout/cart-api.ts'
import { checkoutApi202207 } from '../../../services/checkout/checkout-api-2022-07.ts'
import { customerOrdersService } from '../../../services/customer-orders.ts'
import { customerProfileService } from '../../../services/customer-profile.ts'
import { customerService } from '../../../services/customer.ts'
import type { StorefrontTransport } from '../../../services/storefront/transport.ts'

/**
 * Every GraphQL document the shop sends is valid against the commerce platform's own published Storefront API
 * schema of its version (the `storefront.schema.json` its React package ships for each API version), not only
 * against the embedded backend's: the Checkout API documents against 2022-07, the Cart API ones against 2025-07,
 * and the customer documents against the version the shop is configured with, so against both.
 */
const require = createRequire(import.meta.url)
const published = (version: StorefrontApiVersion): GraphQLSchema => {
  const json = JSON.parse(readFileSync(require.resolve(`storefront-api-${version}/storefront.schema.json`), 'utf8')) as { data?: IntrospectionQuery } & IntrospectionQuery
  return buildClientSchema(json.data ?? json)
}
const SCHEMAS: Record<StorefrontApiVersion, GraphQLSchema> = { '2022-07': published('2022-07'), '2025-07': published('2025-07') }

/** Collects the document texts a service sends through its transport. */
function recorder() {
  const documents: string[] = []
  const empty = { data: null }
  const transport: StorefrontTransport = {
    query: async (document) => (documents.push(document), empty),
    mutate: async (document) => (documents.push(document), empty),
  }
  return { documents, transport }
}

const place = { language: 'DE', country: 'DE' }
const line = { variantId: 'gid://shopify/ProductVariant/1', quantity: 1, customAttributes: [] }

async function checkoutDocuments(version: StorefrontApiVersion): Promise<string[]> {
  const { documents, transport } = recorder()
  const gateway = version === '2022-07' ? checkoutApi202207(transport) : cartApi(transport)
  await gateway.create([line], place)
  if (version === '2025-07') {
    await cartApi(transport).create([line], place, { accessToken: 't1' })
    await cartApi(transport).attachCustomer('c1', { accessToken: 't1' }, place)
  }
  await gateway.fetch('c1', place)
  await gateway.addLines('c1', [line], place)
  await gateway.removeLines('c1', ['l1'], place)
  await gateway.updateLines('c1', [{ ...line, id: 'l1' }], place)
  // Throws on a reply without data, after sending its document.
  await gateway.checkVariants(['v1'], place).catch(() => [])
  return documents
}

async function customerDocuments(version: StorefrontApiVersion): Promise<string[]> {
  const { documents, transport } = recorder()
  const customers = customerService(transport)
  await customers.createAccessToken({ email: 'a@example.com', password: 'x' })
  await customers.deleteAccessToken('t')
  await customers.signUp({ email: 'a@example.com', password: 'x', firstName: 'A', lastName: 'B' })
  await customers.fetchCustomer('t')
  await customers.recoverPassword('a@example.com')
  await customers.resetPassword({ customerId: 'c', resetToken: 'r', password: 'x' })
  await customers.activateByUrl({ activationUrl: 'https://shop.example/activate', password: 'x' })
  await customerOrdersService(transport, version).fetchOrders('t')
  const profile = customerProfileService(transport)
  await profile.fetchProfile('t')
  await profile.savePersonalData('t', { firstName: 'A', lastName: 'B', email: 'a@example.com', phone: '' })
  await profile.changePassword('t', 'x')
  const address = { firstName: 'A', lastName: 'B', company: 'C', address1: 'D', address2: '', zip: '1', city: 'E', country: 'DE' }
  await profile.saveAddress('t', address, null)
  await profile.saveAddress('t', address, 'gid://shopify/MailingAddress/1')
  await profile.makeDefaultAddress('t', 'gid://shopify/MailingAddress/1')
  return documents
}

const operationName = (document: string) => /\b(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? '(anonymous)'

/** The operation names written in services/: each of them must be among the documents checked. */
function operationNamesInServices(): Set<string> {
  const root = path.resolve(import.meta.dirname, '../../../services')
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'))
  const names = new Set<string>()
  for (const file of files) for (const match of readFileSync(path.join(root, file), 'utf8').matchAll(/[`\s](?:query|mutation)\s+(\w+)\s*[($]?[({]/g)) names.add(match[1]!)
  return names
}

describe("documents against the platform's published Storefront API schema", () => {
  const byVersion: Record<StorefrontApiVersion, () => Promise<string[]>> = {
    '2022-07': async () => [...(await checkoutDocuments('2022-07')), ...(await customerDocuments('2022-07'))],
    '2025-07': async () => [...(await checkoutDocuments('2025-07')), ...(await customerDocuments('2025-07'))],
  }

  for (const version of ['2022-07', '2025-07'] as const) {
    it(`every document sent at ${version} is valid against the published ${version} schema`, async () => {
      const documents = await byVersion[version]()
      expect(documents.length).toBeGreaterThan(10)
      const problems = documents.flatMap((document) => validate(SCHEMAS[version], parse(document)).map((error) => `${operationName(document)}: ${error.message}`))
      expect(problems).toEqual([])
    })
  }

  it('checks every operation written in services/', async () => {
    const checked = new Set([...(await byVersion['2022-07']()), ...(await byVersion['2025-07']())].map(operationName))
    const written = operationNamesInServices()
    expect(written.size).toBeGreaterThan(20)
    expect([...written].filter((name) => !checked.has(name))).toEqual([])
  })

  it('tells a document the published schema refuses', () => {
    const refused = validate(SCHEMAS['2022-07'], parse('query { customer(customerAccessToken: "t") { numberOfOrders } }'))
    expect(refused.map((error) => error.message)).toEqual(['Cannot query field "numberOfOrders" on type "Customer".'])
  })
})
