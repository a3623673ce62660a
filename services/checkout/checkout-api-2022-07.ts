import { array, boolean, nullable, number, optional, string, type, type Infer } from 'superstruct'
import { CHECKOUT_LINE_ITEMS_FIRST } from '../../domain/constants.ts'
import type { CatalogueVariant, Checkout, CheckoutLine, LineInput, LineUpdate, Result } from '../../domain/types.ts'
import { readOperation } from '../storefront/reply.ts'
import { MoneyV2, moneyOfReply } from '../storefront/money.ts'
import type { StorefrontTransport } from '../storefront/transport.ts'
import { readCheckoutUserError } from './checkout-refusal.ts'
import { catalogueVariantsOf, discountOf, fetchedCheckout, inContextOf, productIdOf, SelectedOptions, variantOptionsOfLine } from './checkout-reading.ts'
import type { CheckoutGateway } from '../../domain/checkout-gateway.ts'

/** The checkout as the 2022-07 Checkout API returns it (first 50 line items, SPEC §9). */
const CHECKOUT_FIELDS = /* GraphQL */ `
  fragment CheckoutFields on Checkout {
    id
    webUrl
    completedAt
    lineItems(first: ${CHECKOUT_LINE_ITEMS_FIRST}) {
      edges {
        node {
          id
          title
          quantity
          customAttributes { key value }
          discountAllocations { allocatedAmount { amount currencyCode } }
          variant { id selectedOptions { name value } priceV2 { amount currencyCode } image { url } }
        }
      }
    }
  }
`

/** `type` shapes accept extra fields (e.g. `__typename`), checking only what the shop reads. */
const CheckoutShape = type({
  id: string(),
  webUrl: string(),
  completedAt: nullable(string()),
  lineItems: type({
    edges: array(
      type({
        node: type({
          id: string(),
          title: string(),
          quantity: number(),
          customAttributes: array(type({ key: string(), value: nullable(string()) })),
          discountAllocations: optional(array(type({ allocatedAmount: MoneyV2 }))),
          variant: nullable(type({ id: string(), selectedOptions: SelectedOptions, priceV2: MoneyV2, image: nullable(type({ url: string() })) })),
        }),
      }),
    ),
  }),
})
const Payload = type({ checkout: nullable(CheckoutShape) })

const CHECKOUT = /* GraphQL */ `
  query checkout($id: ID!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    node(id: $id) { __typename ... on Checkout { ...CheckoutFields } }
  }
  ${CHECKOUT_FIELDS}
`
const CHECKOUT_CREATE = /* GraphQL */ `
  mutation checkoutCreate($input: CheckoutCreateInput!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    checkoutCreate(input: $input) { checkout { ...CheckoutFields } checkoutUserErrors { code field message } }
  }
  ${CHECKOUT_FIELDS}
`
const LINE_ITEMS_ADD = /* GraphQL */ `
  mutation checkoutLineItemsAdd($checkoutId: ID!, $lineItems: [CheckoutLineItemInput!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    checkoutLineItemsAdd(checkoutId: $checkoutId, lineItems: $lineItems) { checkout { ...CheckoutFields } checkoutUserErrors { code field message } }
  }
  ${CHECKOUT_FIELDS}
`
const LINE_ITEMS_REMOVE = /* GraphQL */ `
  mutation checkoutLineItemsRemove($checkoutId: ID!, $lineItemIds: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    checkoutLineItemsRemove(checkoutId: $checkoutId, lineItemIds: $lineItemIds) { checkout { ...CheckoutFields } checkoutUserErrors { code field message } }
  }
  ${CHECKOUT_FIELDS}
`
const LINE_ITEMS_UPDATE = /* GraphQL */ `
  mutation checkoutLineItemsUpdate($checkoutId: ID!, $lineItems: [CheckoutLineItemUpdateInput!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    checkoutLineItemsUpdate(checkoutId: $checkoutId, lineItems: $lineItems) { checkout { ...CheckoutFields } checkoutUserErrors { code field message } }
  }
  ${CHECKOUT_FIELDS}
`
const VARIANTS = /* GraphQL */ `
  query variants($ids: [ID!]!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    nodes(ids: $ids) { __typename ... on ProductVariant { id availableForSale priceV2 { amount currencyCode } } }
  }
`
const VariantNodes = array(
  nullable(type({ id: optional(string()), availableForSale: optional(boolean()), priceV2: optional(MoneyV2) })),
)

type CheckoutReply = Infer<typeof CheckoutShape>

function toCheckout(reply: CheckoutReply): Checkout {
  return {
    id: reply.id,
    webUrl: reply.webUrl,
    completedAt: reply.completedAt,
    lines: reply.lineItems.edges.map(({ node }): CheckoutLine => {
      const customAttributes = node.customAttributes.map(({ key, value }) => ({ key, value: value ?? '' }))
      // A line whose variant is gone is priced at nothing, in the currency of what the platform still discounts on it.
      const price = node.variant ? moneyOfReply(node.variant.priceV2) : { amount: 0, currencyCode: node.discountAllocations?.[0]?.allocatedAmount.currencyCode ?? '' }
      return {
        id: node.id,
        variantId: node.variant?.id ?? '',
        productId: productIdOf(customAttributes, node.variant?.id ?? node.id),
        title: node.title,
        quantity: node.quantity,
        price,
        ...discountOf((node.discountAllocations ?? []).map((allocation) => allocation.allocatedAmount), price),
        imageUrl: node.variant?.image?.url ?? null,
        ...variantOptionsOfLine(node.variant?.selectedOptions),
        customAttributes,
      }
    }),
  }
}

const lineItems = (lines: LineInput[]) => lines.map(({ variantId, quantity, customAttributes }) => ({ variantId, quantity, customAttributes }))

function checkoutOf(result: Result<{ checkout: CheckoutReply | null }>, operation: string): Result<Checkout> {
  if (!result.ok) return result
  return result.value.checkout ? { ok: true, value: toCheckout(result.value.checkout) } : { ok: false, failure: { kind: 'missing', message: `${operation} is not defined` } }
}

/**
 * The checkout gateway over the 2022-07 Checkout API (`checkoutCreate`, `checkoutLineItems*`, `node`), its
 * documents sent as plain text through the storefront transport.
 */
export function checkoutApi202207(transport: StorefrontTransport): CheckoutGateway {
  const mutate = async (operation: string, document: string, variables: Record<string, unknown>) =>
    checkoutOf(readOperation(await transport.mutate(document, variables), operation, Payload, { userErrors: 'checkoutUserErrors', classify: readCheckoutUserError }), operation)

  return {
    create: (lines, place) => mutate('checkoutCreate', CHECKOUT_CREATE, { input: { lineItems: lineItems(lines) }, ...inContextOf(place) }),
    addLines: (checkoutId, lines, place) => mutate('checkoutLineItemsAdd', LINE_ITEMS_ADD, { checkoutId, lineItems: lineItems(lines), ...inContextOf(place) }),
    removeLines: (checkoutId, lineItemIds, place) => mutate('checkoutLineItemsRemove', LINE_ITEMS_REMOVE, { checkoutId, lineItemIds, ...inContextOf(place) }),
    updateLines: (checkoutId, lines: LineUpdate[], place) =>
      mutate('checkoutLineItemsUpdate', LINE_ITEMS_UPDATE, {
        checkoutId,
        lineItems: lines.map(({ id, variantId, quantity, customAttributes }) => ({ id, variantId, quantity, customAttributes })),
        ...inContextOf(place),
      }),
    async fetch(checkoutId, place) {
      const result = readOperation(await transport.query(CHECKOUT, { id: checkoutId, ...inContextOf(place) }), 'node', CheckoutShape)
      return fetchedCheckout(result.ok ? { ok: true, value: toCheckout(result.value) } : result)
    },
    async checkVariants(variantIds, place): Promise<CatalogueVariant[]> {
      if (variantIds.length === 0) return []
      const result = readOperation(await transport.query(VARIANTS, { ids: variantIds, ...inContextOf(place) }), 'nodes', VariantNodes)
      return catalogueVariantsOf(variantIds, result, (node) => node.priceV2)
    },
  }
}
