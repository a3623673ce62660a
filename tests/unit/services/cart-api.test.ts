import { describe, expect, it } from 'vitest'
import { cartApi } from '../../../services/checkout/cart-api.ts'
import { checkoutGatewayFor } from '../../../services/checkout/gateway-for-version.ts'
import type { StorefrontReply } from '../../../services/storefront/reply.ts'
import type { StorefrontTransport, Variables } from '../../../services/storefront/transport.ts'

const DE = { language: 'de', country: 'de' }
const CART_ID = 'gid://shopify/Cart/c1'

/** A transport that records each operation and answers with the given `data`. */
function answering(data: Record<string, unknown>) {
  const sent: Array<{ document: string; variables: Variables }> = []
  const answer = async (document: string, variables: Variables): Promise<StorefrontReply> => (sent.push({ document, variables }), { data })
  const transport: StorefrontTransport = { query: answer, mutate: answer }
  return { sent, transport }
}

const cartLine = (id: string, quantity: number, amount = '29.99') => ({
  node: {
    id,
    quantity,
    attributes: [{ key: '_id', value: 'p-9001' }, { key: '_url', value: null }],
    cost: { amountPerQuantity: { amount, currencyCode: 'EUR' } },
    merchandise: { __typename: 'ProductVariant', id: 'gid://shopify/ProductVariant/7', title: 'Default', image: { url: 'https://img/7.jpg' }, product: { id: 'gid://shopify/Product/1', title: 'Ohrthermometer' } },
  },
})
const cart = (...lines: ReturnType<typeof cartLine>[]) => ({ id: CART_ID, checkoutUrl: 'https://shop.example/checkout/c1', lines: { edges: lines } })
const changed = (operation: string, payload: Record<string, unknown>) => ({ [operation]: { userErrors: [], warnings: [], ...payload } })

describe('checkout gateway over the Cart API', () => {
  it('reads a cart as the shop\'s checkout: lines with title, price per item, image, attributes and the product id of `_id`', async () => {
    const { transport } = answering({ cart: cart(cartLine('gid://shopify/CartLine/1', 2)) })
    expect(await cartApi(transport).fetch(CART_ID, DE)).toEqual({
      ok: true,
      value: {
        id: CART_ID,
        webUrl: 'https://shop.example/checkout/c1',
        completedAt: null,
        lines: [
          {
            id: 'gid://shopify/CartLine/1',
            variantId: 'gid://shopify/ProductVariant/7',
            productId: 'p-9001',
            title: 'Ohrthermometer',
            quantity: 2,
            price: { amount: 29.99, currencyCode: 'EUR' },
            imageUrl: 'https://img/7.jpg',
            customAttributes: [{ key: '_id', value: 'p-9001' }, { key: '_url', value: '' }],
          },
        ],
      },
    })
  })

  it('takes a cart that is no longer found (gone, or its checkout completed) for a missing checkout, so the machine starts a new one', async () => {
    const { transport } = answering({ cart: null })
    expect(await cartApi(transport).fetch(CART_ID, DE)).toEqual({ ok: false, failure: { kind: 'missing', message: 'checkout is not defined' } })
  })

  it('sends lines as merchandise with attributes, in the storefront context of the place', async () => {
    const { sent, transport } = answering(changed('cartLinesAdd', { cart: cart() }))
    await cartApi(transport).addLines(CART_ID, [{ variantId: 'gid://shopify/ProductVariant/7', quantity: 2, customAttributes: [{ key: '_id', value: 'p-9001' }] }], DE)
    expect(sent[0]!.document).toContain('cartLinesAdd(cartId: $cartId, lines: $lines)')
    expect(sent[0]!.variables).toEqual({
      cartId: CART_ID,
      lines: [{ merchandiseId: 'gid://shopify/ProductVariant/7', quantity: 2, attributes: [{ key: '_id', value: 'p-9001' }] }],
      country: 'DE',
      language: 'DE',
    })
  })

  it('creates a cart for the buyer\'s country, so the platform prices it in that country\'s currency', async () => {
    const { sent, transport } = answering(changed('cartCreate', { cart: cart() }))
    await cartApi(transport).create([], { language: 'pl', country: 'pl' })
    expect(sent[0]!.variables).toMatchObject({ input: { lines: [], buyerIdentity: { countryCode: 'PL' } }, country: 'PL', language: 'PL' })
  })

  it('answers less stock than asked with the cart as the platform left it and a less-in-stock shortfall in the platform\'s words', async () => {
    const { transport } = answering(
      changed('cartLinesUpdate', {
        cart: cart(cartLine('gid://shopify/CartLine/1', 3)),
        warnings: [{ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: 'Only 3 items were added to your cart due to availability.', target: 'gid://shopify/CartLine/1' }],
      }),
    )
    const reply = await cartApi(transport).updateLines(CART_ID, [{ id: 'gid://shopify/CartLine/1', variantId: 'gid://shopify/ProductVariant/7', quantity: 5, customAttributes: [] }], DE)
    expect(reply).toMatchObject({
      ok: true,
      value: { lines: [{ quantity: 3 }] },
      shortfall: { kind: 'user', code: 'less-in-stock', message: 'Only 3 items were added to your cart due to availability.' },
    })
  })

  it('has no shortfall when the warnings do not concern stock', async () => {
    const { transport } = answering(changed('cartLinesAdd', { cart: cart(), warnings: [{ code: 'PAYMENTS_GIFT_CARDS_UNAVAILABLE', message: 'No gift cards', target: CART_ID }] }))
    expect(await cartApi(transport).addLines(CART_ID, [], DE)).not.toHaveProperty('shortfall')
  })

  it('names each refusal by its CartErrorCode: purchase limit, merchandise not for sale, and a cart that does not exist; others are plain refusals', async () => {
    const refused = (code: string, field: string[]) => cartApi(answering(changed('cartLinesAdd', { cart: null, userErrors: [{ code, field, message: 'Platform words' }] })).transport).addLines(CART_ID, [], DE)
    expect(await refused('MAXIMUM_EXCEEDED', ['lines', '0', 'quantity'])).toEqual({ ok: false, failure: { kind: 'user', code: 'over-limit', message: 'Platform words' } })
    expect(await refused('MERCHANDISE_NOT_APPLICABLE', ['lines', '0', 'merchandiseId'])).toEqual({ ok: false, failure: { kind: 'user', message: 'Platform words' } })
    expect(await refused('INVALID', ['lines', '0', 'merchandiseId'])).toMatchObject({ failure: { kind: 'user', code: 'not-for-sale' } })
    expect(await refused('INVALID', ['cartId'])).toMatchObject({ failure: { kind: 'missing' } })
    expect(await refused('INVALID_MERCHANDISE_LINE', ['lines', '0', 'id'])).toEqual({ ok: false, failure: { kind: 'user', message: 'Platform words' } })
  })

  it('reads price and stock of variants from `price`, the 2025-07 field', async () => {
    const { transport } = answering({ nodes: [{ __typename: 'ProductVariant', id: 'v1', availableForSale: true, price: { amount: '19.00', currencyCode: 'PLN' } }, null] })
    expect(await cartApi(transport).checkVariants(['v1', 'v2'], DE)).toEqual([
      { variantId: 'v1', price: { amount: 19, currencyCode: 'PLN' }, inStock: true },
      { variantId: 'v2', price: null, inStock: false },
    ])
  })
})

describe('the checkout gateway of a storefront API version', () => {
  it('is the Checkout API at 2022-07 and the Cart API at 2025-07', async () => {
    const older = answering({ node: null })
    await (await checkoutGatewayFor('2022-07'))(older.transport).fetch(CART_ID, DE)
    expect(older.sent[0]!.document).toMatch(/node\(id: \$id\)/)
    const newer = answering({ cart: null })
    await (await checkoutGatewayFor('2025-07'))(newer.transport).fetch(CART_ID, DE)
    expect(newer.sent[0]!.document).toMatch(/cart\(id: \$id\)/)
  })
})
