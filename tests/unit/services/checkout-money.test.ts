import { describe, expect, it } from 'vitest'
import { checkoutApi202207 } from '../../../services/checkout/checkout-api-2022-07.ts'
import { checkoutGatewayFor } from '../../../services/checkout/gateway-for-version.ts'
import type { StorefrontTransport } from '../../../services/storefront/transport.ts'

const PL = { language: 'pl', country: 'pl' }

const answering = (data: Record<string, unknown>): StorefrontTransport => {
  const answer = async () => ({ data })
  return { query: answer, mutate: answer }
}

const checkoutLine = (money: Record<string, unknown>, discount?: Record<string, unknown>) => ({
  node: {
    id: 'gid://shopify/CheckoutLineItem/1',
    title: 'Ciśnieniomierz',
    quantity: 2,
    customAttributes: [],
    discountAllocations: discount ? [{ allocatedAmount: discount }] : [],
    variant: { id: 'gid://shopify/ProductVariant/7', selectedOptions: [], priceV2: money, image: null },
  },
})
const checkout = (...edges: unknown[]) => ({ node: { __typename: 'Checkout', id: 'c1', webUrl: 'https://pay.example/c1', completedAt: null, lineItems: { edges } } })

const cartLine = (money: Record<string, unknown>, discount?: Record<string, unknown>) => ({
  node: {
    id: 'gid://shopify/CartLine/1',
    quantity: 2,
    attributes: [],
    cost: { amountPerQuantity: money },
    discountAllocations: discount ? [{ discountedAmount: discount }] : [],
    merchandise: { __typename: 'ProductVariant', id: 'gid://shopify/ProductVariant/7', title: 'Default', image: null, product: { title: 'Ciśnieniomierz' } },
  },
})
const cart = (...edges: unknown[]) => ({ cart: { id: 'c1', checkoutUrl: 'https://pay.example/c1', lines: { edges } } })

describe('a cart line keeps the currency the platform priced it in', () => {
  it.each([
    ['2022-07', (money: Record<string, unknown>, discount?: Record<string, unknown>) => checkout(checkoutLine(money, discount))],
    ['2025-07', (money: Record<string, unknown>, discount?: Record<string, unknown>) => cart(cartLine(money, discount))],
  ] as const)('reads price and discount with their currency code (%s)', async (version, reply) => {
    const gatewayOver = await checkoutGatewayFor(version)
    const read = await gatewayOver(answering(reply({ amount: '129.00', currencyCode: 'PLN' }, { amount: '25.80', currencyCode: 'PLN' }))).fetch('c1', PL)
    expect(read.ok && read.value.lines[0]).toMatchObject({ price: { amount: 129, currencyCode: 'PLN' }, discount: { amount: 25.8, currencyCode: 'PLN' } })
  })

  it.each([
    ['2022-07', (money: Record<string, unknown>) => checkout(checkoutLine(money))],
    ['2025-07', (money: Record<string, unknown>) => cart(cartLine(money))],
  ] as const)('refuses a price without its currency rather than showing it in the page’s (%s)', async (version, reply) => {
    const gatewayOver = await checkoutGatewayFor(version)
    const read = await gatewayOver(answering(reply({ amount: '129.00' }))).fetch('c1', PL)
    expect(read).toMatchObject({ ok: false, failure: { kind: 'transport' } })
  })

  it('reads the catalogue price of a variant with its currency (2022-07)', async () => {
    const transport = answering({ nodes: [{ __typename: 'ProductVariant', id: 'v1', availableForSale: true, priceV2: { amount: '25.99', currencyCode: 'GBP' } }] })
    expect(await checkoutApi202207(transport).checkVariants(['v1'], PL)).toEqual([{ variantId: 'v1', price: { amount: 25.99, currencyCode: 'GBP' }, inStock: true }])
  })
})
