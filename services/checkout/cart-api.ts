import { array, boolean, nullable, number, optional, string, type, type Infer } from 'superstruct'
import { CHECKOUT_LINE_ITEMS_FIRST } from '../../domain/constants.ts'
import type { CatalogueVariant, Checkout, CheckoutLine, CheckoutReply, LineInput, Result } from '../../domain/types.ts'
import { readOperation } from '../storefront/reply.ts'
import { MoneyV2, moneyOfReply } from '../storefront/money.ts'
import type { StorefrontTransport } from '../storefront/transport.ts'
import { readCartUserError, shortfallOf, type CartWarning } from './cart-refusal.ts'
import { catalogueVariantsOf, discountOf, fetchedCheckout, inContextOf, productIdOf, SelectedOptions, variantOptionsOfLine } from './checkout-reading.ts'
import type { CheckoutGateway, CustomerCarts } from '../../domain/checkout-gateway.ts'

/** The cart as the Cart API returns it (first 50 lines, SPEC §9). */
const CART_FIELDS = /* GraphQL */ `
  fragment CartFields on Cart {
    id
    checkoutUrl
    lines(first: ${CHECKOUT_LINE_ITEMS_FIRST}) {
      edges {
        node {
          id
          quantity
          attributes { key value }
          cost { amountPerQuantity { amount currencyCode } }
          discountAllocations { discountedAmount { amount currencyCode } }
          merchandise { __typename ... on ProductVariant { id title selectedOptions { name value } image { url } product { id title } } }
        }
      }
    }
  }
`
const MUTATION_RESULT = 'cart { ...CartFields } userErrors { code field message } warnings { code message target }'

/** `type` shapes accept extra fields (e.g. `__typename`), checking only what the shop reads. */
const CartShape = type({
  id: string(),
  checkoutUrl: string(),
  lines: type({
    edges: array(
      type({
        node: type({
          id: string(),
          quantity: number(),
          attributes: array(type({ key: string(), value: nullable(string()) })),
          cost: type({ amountPerQuantity: MoneyV2 }),
          discountAllocations: optional(array(type({ discountedAmount: MoneyV2 }))),
          merchandise: type({
            id: optional(string()),
            title: optional(string()),
            selectedOptions: SelectedOptions,
            image: optional(nullable(type({ url: string() }))),
            product: optional(type({ title: string() })),
          }),
        }),
      }),
    ),
  }),
})
const Warning = type({ code: string(), message: string(), target: optional(nullable(string())) })
const Payload = type({ cart: nullable(CartShape), warnings: optional(array(Warning)) })

const CART = /* GraphQL */ `
  query cart($id: ID!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    cart(id: $id) { ...CartFields }
  }
  ${CART_FIELDS}
`
const CART_CREATE = /* GraphQL */ `
  mutation cartCreate($input: CartInput!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    cartCreate(input: $input) { ${MUTATION_RESULT} }
  }
  ${CART_FIELDS}
`
const LINES_ADD = /* GraphQL */ `
  mutation cartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartLinesAdd(cartId: $cartId, lines: $lines) { ${MUTATION_RESULT} }
  }
  ${CART_FIELDS}
`
const LINES_REMOVE = /* GraphQL */ `
  mutation cartLinesRemove($cartId: ID!, $lineIds: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { ${MUTATION_RESULT} }
  }
  ${CART_FIELDS}
`
const LINES_UPDATE = /* GraphQL */ `
  mutation cartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartLinesUpdate(cartId: $cartId, lines: $lines) { ${MUTATION_RESULT} }
  }
  ${CART_FIELDS}
`
const BUYER_IDENTITY_UPDATE = /* GraphQL */ `
  mutation cartBuyerIdentityUpdate($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) { ${MUTATION_RESULT} }
  }
  ${CART_FIELDS}
`
const VARIANTS = /* GraphQL */ `
  query variants($ids: [ID!]!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    nodes(ids: $ids) { __typename ... on ProductVariant { id availableForSale price { amount currencyCode } } }
  }
`
const VariantNodes = array(nullable(type({ id: optional(string()), availableForSale: optional(boolean()), price: optional(MoneyV2) })))

type CartReply = Infer<typeof CartShape>

/** A cart in the shop's terms: a cart that is being filled, never completed (a completed cart is no longer found). */
function toCheckout(cart: CartReply): Checkout {
  return {
    id: cart.id,
    webUrl: cart.checkoutUrl,
    completedAt: null,
    lines: cart.lines.edges.map(({ node }): CheckoutLine => {
      const customAttributes = node.attributes.map(({ key, value }) => ({ key, value: value ?? '' }))
      const variantId = node.merchandise.id ?? ''
      const price = moneyOfReply(node.cost.amountPerQuantity)
      return {
        id: node.id,
        variantId,
        productId: productIdOf(customAttributes, variantId || node.id),
        title: node.merchandise.product?.title ?? node.merchandise.title ?? '',
        quantity: node.quantity,
        price,
        ...discountOf((node.discountAllocations ?? []).map((allocation) => allocation.discountedAmount), price),
        imageUrl: node.merchandise.image?.url ?? null,
        ...variantOptionsOfLine(node.merchandise.selectedOptions),
        customAttributes,
      }
    }),
  }
}

const cartLines = (lines: LineInput[]) => lines.map(({ variantId, quantity, customAttributes }) => ({ merchandiseId: variantId, quantity, attributes: customAttributes }))

function checkoutOf(result: Result<{ cart: CartReply | null; warnings?: CartWarning[] }>, operation: string): CheckoutReply {
  if (!result.ok) return result
  const { cart, warnings = [] } = result.value
  if (!cart) return { ok: false, failure: { kind: 'missing', message: `${operation} is not defined` } }
  const shortfall = shortfallOf(warnings)
  return shortfall ? { ok: true, value: toCheckout(cart), shortfall } : { ok: true, value: toCheckout(cart) }
}

/**
 * The checkout gateway over the Cart API (`cartCreate`, `cartLines*`, `cart`), the platform's only cart API
 * since the Checkout API was shut off. Stock is not a refusal here: the platform takes what it has and warns,
 * which the machine shows as the platform's cart with the reason. Documents are plain text, like the 2022-07 ones.
 * A customer's access token in the cart's buyer identity ties the cart, and so its order, to the customer.
 */
export function cartApi(transport: StorefrontTransport): CheckoutGateway & CustomerCarts {
  const mutate = async (operation: string, document: string, variables: Record<string, unknown>) =>
    checkoutOf(readOperation(await transport.mutate(document, variables), operation, Payload, { userErrors: 'userErrors', classify: readCartUserError }), operation)

  return {
    // The buyer's country sets the cart's prices and currency on the platform, beside the context of the call.
    create: (lines, place, customer) =>
      mutate('cartCreate', CART_CREATE, {
        input: { lines: cartLines(lines), buyerIdentity: { countryCode: inContextOf(place).country, ...(customer && { customerAccessToken: customer.accessToken }) } },
        ...inContextOf(place),
      }),
    attachCustomer: (cartId, customer, place) =>
      mutate('cartBuyerIdentityUpdate', BUYER_IDENTITY_UPDATE, { cartId, buyerIdentity: { customerAccessToken: customer.accessToken }, ...inContextOf(place) }),
    addLines: (cartId, lines, place) => mutate('cartLinesAdd', LINES_ADD, { cartId, lines: cartLines(lines), ...inContextOf(place) }),
    removeLines: (cartId, lineIds, place) => mutate('cartLinesRemove', LINES_REMOVE, { cartId, lineIds, ...inContextOf(place) }),
    updateLines: (cartId, lines, place) =>
      mutate('cartLinesUpdate', LINES_UPDATE, {
        cartId,
        lines: lines.map(({ id, variantId, quantity, customAttributes }) => ({ id, merchandiseId: variantId, quantity, attributes: customAttributes })),
        ...inContextOf(place),
      }),
    async fetch(cartId, place) {
      // A cart whose checkout was completed is no longer found, like one that is gone.
      const result = readOperation(await transport.query(CART, { id: cartId, ...inContextOf(place) }), 'cart', CartShape)
      return fetchedCheckout(result.ok ? { ok: true, value: toCheckout(result.value) } : result)
    },
    async checkVariants(variantIds, place): Promise<CatalogueVariant[]> {
      if (variantIds.length === 0) return []
      const result = readOperation(await transport.query(VARIANTS, { ids: variantIds, ...inContextOf(place) }), 'nodes', VariantNodes)
      return catalogueVariantsOf(variantIds, result, (node) => node.price)
    },
  }
}
