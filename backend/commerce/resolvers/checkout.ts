import { productById, variantById, variantsByIds } from '../catalogue.ts'
import { addLines, createCheckout, linesOf, removeLines, subtotalCents, updateLines, type Attribute, type AddressFields, type Checkout, type CheckoutLine, type CheckoutResult, type LineInput } from '../checkouts.ts'
import { connection, type ConnectionArgs } from '../connection.ts'
import { encodeId } from '../ids.ts'
import { currencyForCountry, formatCents, money } from '../money.ts'
import { orderOfCheckout } from '../orders.ts'
import type { Currency } from '../../stores.ts'
import type { Resolvers } from './types.ts'
import { field } from './types.ts'

/** Checkouts (2022-07 Checkout API): creation, line changes, totals, the hosted checkout's web URL. */
interface CheckoutLineSource {
  line: CheckoutLine
  checkout: Checkout
}

export const webUrlOf = (publicUrl: string, token: string) => `${publicUrl}/checkout/${token}`

/** The payload shape every checkout mutation shares; `userErrors` is the deprecated twin without codes. */
function payload(result: CheckoutResult) {
  return {
    checkout: result.checkout ?? null,
    checkoutUserErrors: result.errors,
    userErrors: result.errors.map(({ field, message }) => ({ field, message })),
    queueToken: null,
  }
}

interface CheckoutCreateInput {
  buyerIdentity?: { countryCode: string } | null
  presentmentCurrencyCode?: string | null
  email?: string | null
  note?: string | null
  customAttributes?: Attribute[] | null
  shippingAddress?: AddressFields | null
  lineItems?: LineInput[] | null
}

const CURRENCIES: readonly string[] = ['EUR', 'PLN', 'GBP']

export const checkoutResolvers: Resolvers = {
  Mutation: {
    checkoutCreate: field<unknown, { input: CheckoutCreateInput }>(async (_, { input }, context) => {
      // A buyer country prices the checkout in that country's currency; otherwise the call's context decides.
      const country = input.buyerIdentity?.countryCode ?? context.country
      let currency: Currency = input.buyerIdentity ? currencyForCountry(country) : context.currency
      if (!input.buyerIdentity && input.presentmentCurrencyCode && CURRENCIES.includes(input.presentmentCurrencyCode)) currency = input.presentmentCurrencyCode as Currency
      return payload(await createCheckout(context.db, {
        storeCode: context.store.code, currency, country, language: context.language,
        email: input.email, note: input.note, customAttributes: input.customAttributes, shippingAddress: input.shippingAddress, lineItems: input.lineItems,
      }))
    }),
    checkoutLineItemsAdd: field<unknown, { checkoutId: string; lineItems: LineInput[] }>(async (_, args, context) => payload(await addLines(context.db, args.checkoutId, args.lineItems))),
    checkoutLineItemsUpdate: field<unknown, { checkoutId: string; lineItems: LineInput[] }>(async (_, args, context) => payload(await updateLines(context.db, args.checkoutId, args.lineItems))),
    checkoutLineItemsRemove: field<unknown, { checkoutId: string; lineItemIds: string[] }>(async (_, args, context) => payload(await removeLines(context.db, args.checkoutId, args.lineItemIds))),
  },
  Checkout: {
    id: field<Checkout>((checkout) => encodeId('Checkout', checkout.token)),
    webUrl: field<Checkout>((checkout, _, context) => webUrlOf(context.config.publicUrl, checkout.token)),
    currencyCode: field<Checkout>((checkout) => checkout.currency),
    buyerIdentity: field<Checkout>((checkout) => ({ countryCode: checkout.country })),
    lineItems: field<Checkout, ConnectionArgs>(async (checkout, args, context) => {
      const lines = await linesOf(context.db, checkout.token)
      return connection(lines.map((line) => ({ line, checkout })), args, (source) => source.line.id)
    }),
    lineItemsSubtotalPrice: field<Checkout>(async (checkout, _, context) => money(await subtotalCents(context.db, checkout), checkout.currency)),
    subtotalPrice: field<Checkout>(async (checkout, _, context) => formatCents(await subtotalCents(context.db, checkout))),
    subtotalPriceV2: field<Checkout>(async (checkout, _, context) => money(await subtotalCents(context.db, checkout), checkout.currency)),
    totalPrice: field<Checkout>(async (checkout, _, context) => formatCents(await subtotalCents(context.db, checkout))),
    totalPriceV2: field<Checkout>(async (checkout, _, context) => money(await subtotalCents(context.db, checkout), checkout.currency)),
    paymentDue: field<Checkout>(async (checkout, _, context) => formatCents(checkout.completedAt ? 0 : await subtotalCents(context.db, checkout))),
    paymentDueV2: field<Checkout>(async (checkout, _, context) => money(checkout.completedAt ? 0 : await subtotalCents(context.db, checkout), checkout.currency)),
    // Prices include VAT, so no tax is added on top.
    totalTax: field<Checkout>(() => '0.00'),
    totalTaxV2: field<Checkout>((checkout) => money(0, checkout.currency)),
    taxesIncluded: field<Checkout>(() => true),
    taxExempt: field<Checkout>(() => false),
    ready: field<Checkout>(() => true),
    requiresShipping: field<Checkout>(() => true),
    shippingAddress: field<Checkout>((checkout) => (checkout.shippingAddress ? { ...checkout.shippingAddress, gid: encodeId('MailingAddress', `0?model_name=Checkout&checkout=${checkout.token}`) } : null)),
    order: field<Checkout>(async (checkout, _, context) => (checkout.completedAt ? ((await orderOfCheckout(context.db, checkout.token)) ?? null) : null)),
    orderStatusUrl: field<Checkout>((checkout, _, context) => (checkout.completedAt ? webUrlOf(context.config.publicUrl, checkout.token) : null)),
  },
  CheckoutLineItem: {
    id: field<CheckoutLineSource>(({ line }) => encodeId('CheckoutLineItem', line.id)),
    quantity: field<CheckoutLineSource>(({ line }) => line.quantity),
    customAttributes: field<CheckoutLineSource>(({ line }) => line.customAttributes),
    title: field<CheckoutLineSource>(async ({ line, checkout }, _, context) => {
      const variant = await variantById(context.db, line.variantId, checkout.currency, context.language)
      return (variant && (await productById(context.db, variant.productId, context.language))?.title) || variant?.title || ''
    }),
    unitPrice: field<CheckoutLineSource>(async ({ line, checkout }, _, context) => {
      const variant = (await variantsByIds(context.db, [line.variantId], checkout.currency, context.language)).get(line.variantId)
      return variant?.priceCents == null ? null : money(variant.priceCents, checkout.currency)
    }),
    variant: field<CheckoutLineSource>(async ({ line, checkout }, _, context) => (await variantById(context.db, line.variantId, checkout.currency, context.language)) ?? null),
  },
}
