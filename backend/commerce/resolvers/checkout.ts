import { productById, variantById, variantsByIds } from '../catalogue.ts'
import { pricedLines, subtotalCents, type Checkout, type CheckoutLine } from '../checkouts.ts'
import { connection, type ConnectionArgs } from '../connection.ts'
import { encodeId } from '../ids.ts'
import { formatCents, money } from '../money.ts'
import { orderOfCheckout } from '../orders.ts'
import type { Resolvers } from './types.ts'
import { field } from './types.ts'

/** Checkouts as the API shows them: lines, totals, the hosted checkout's web URL (mutations: `checkout-mutations.ts`). */
interface CheckoutLineSource {
  line: CheckoutLine
  checkout: Checkout
  /** A bundle's saving on the line, priced with the rest of the checkout's lines. */
  discountCents: number
}

export const webUrlOf = (publicUrl: string, token: string) => `${publicUrl}/checkout/${token}`

export const checkoutResolvers: Resolvers = {
  Checkout: {
    id: field<Checkout>((checkout) => encodeId('Checkout', checkout.token)),
    webUrl: field<Checkout>((checkout, _, context) => webUrlOf(context.config.publicUrl, checkout.token)),
    currencyCode: field<Checkout>((checkout) => checkout.currency),
    buyerIdentity: field<Checkout>((checkout) => ({ countryCode: checkout.country })),
    lineItems: field<Checkout, ConnectionArgs>(async (checkout, args, context) => {
      const priced = await pricedLines(context.db, checkout)
      return connection(priced.map(({ line, discountCents }): CheckoutLineSource => ({ line, checkout, discountCents })), args, (source) => source.line.id)
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
    discountAllocations: field<CheckoutLineSource>(({ checkout, discountCents }) => (discountCents > 0 ? [{ allocatedAmount: money(discountCents, checkout.currency) }] : [])),
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
