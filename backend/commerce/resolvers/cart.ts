import { variantById } from '../catalogue.ts'
import type { CartBuyerIdentityInput } from '../cart-buyer-identity.ts'
import {
  addCartLines, cartById, cartByToken, createCart, removeCartLines, updateCartBuyerIdentity, updateCartLines,
  type Cart, type CartInput, type CartLineInput, type CartLineUpdateInput, type CartResult,
} from '../carts.ts'
import { lineById, lineTotalCents, linesOf, pricedLines, subtotalCents, type CheckoutLine, type PricedLine } from '../checkouts.ts'
import { connection, type ConnectionArgs } from '../connection.ts'
import { customerById } from '../customers.ts'
import { encodeId } from '../ids.ts'
import { money } from '../money.ts'
import { webUrlOf } from './checkout.ts'
import { numericKey, type NodeLoaders, type NodeLoader } from './node.ts'
import type { Resolvers } from './types.ts'
import { field } from './types.ts'

/**
 * The Cart API (2025-07): `cart(id)`, the cart mutations, and carts as the API shows them. Lines and totals are
 * priced in the cart's currency; texts follow the call's language. `checkoutUrl` is the hosted checkout page.
 */
interface CartLineSource {
  __typename: 'CartLine'
  line: CheckoutLine
  cart: Cart
  /** The line's price and saving, priced with the rest of the cart's lines. */
  priced: PricedLine
}

interface BuyerIdentitySource {
  countryCode: string
  email: string | null
  phone: string | null
  customerId: number | null
}

const lineSource = (priced: PricedLine, cart: Cart): CartLineSource => ({ __typename: 'CartLine', line: priced.line, cart, priced })

const payload = (result: CartResult) => ({ cart: result.cart ?? null, userErrors: result.errors, warnings: result.warnings })

export const cartResolvers: Resolvers = {
  QueryRoot: {
    cart: field<unknown, { id: string }>(async (_, { id }, context) => (await cartById(context.db, id)) ?? null),
  },
  Mutation: {
    cartCreate: field<unknown, { input?: CartInput | null }>(async (_, { input }, context) =>
      payload(await createCart(context.db, { storeCode: context.store.code, country: context.country, currency: context.currency, language: context.language }, input ?? {})),
    ),
    cartLinesAdd: field<unknown, { cartId: string; lines: CartLineInput[] }>(async (_, args, context) => payload(await addCartLines(context.db, args.cartId, args.lines))),
    cartLinesUpdate: field<unknown, { cartId: string; lines: CartLineUpdateInput[] }>(async (_, args, context) => payload(await updateCartLines(context.db, args.cartId, args.lines))),
    cartLinesRemove: field<unknown, { cartId: string; lineIds: string[] }>(async (_, args, context) => payload(await removeCartLines(context.db, args.cartId, args.lineIds))),
    cartBuyerIdentityUpdate: field<unknown, { cartId: string; buyerIdentity: CartBuyerIdentityInput }>(async (_, args, context) =>
      payload(await updateCartBuyerIdentity(context.db, args.cartId, args.buyerIdentity)),
    ),
  },
  Cart: {
    id: field<Cart>((cart) => encodeId('Cart', cart.token)),
    checkoutUrl: field<Cart>((cart, _, context) => webUrlOf(context.config.publicUrl, cart.token)),
    attributes: field<Cart>((cart) => cart.customAttributes),
    buyerIdentity: field<Cart>((cart): BuyerIdentitySource => ({ countryCode: cart.country, email: cart.email, phone: cart.phone, customerId: cart.customerId })),
    lines: field<Cart, ConnectionArgs>(async (cart, args, context) =>
      connection((await pricedLines(context.db, cart)).map((priced) => lineSource(priced, cart)), args, (source) => source.line.id),
    ),
    totalQuantity: field<Cart>(async (cart, _, context) => (await linesOf(context.db, cart.token)).reduce((sum, line) => sum + line.quantity, 0)),
    // Shipping is free and prices include VAT, so every total is the sum of the lines.
    cost: field<Cart>(async (cart, _, context) => {
      const subtotal = money(await subtotalCents(context.db, cart), cart.currency)
      return { subtotalAmount: subtotal, totalAmount: subtotal, checkoutChargeAmount: subtotal, totalTaxAmount: money(0, cart.currency) }
    }),
  },
  CartBuyerIdentity: {
    customer: field<BuyerIdentitySource>(async (identity, _, context) => (identity.customerId === null ? null : ((await customerById(context.db, identity.customerId)) ?? null))),
  },
  CartLine: {
    id: field<CartLineSource>(({ line }) => encodeId('CartLine', line.id)),
    quantity: field<CartLineSource>(({ line }) => line.quantity),
    attributes: field<CartLineSource>(({ line }) => line.customAttributes),
    attribute: field<CartLineSource, { key: string }>(({ line }, { key }) => line.customAttributes.find((attribute) => attribute.key === key) ?? null),
    merchandise: field<CartLineSource>(async ({ line, cart }, _, context) => {
      const variant = await variantById(context.db, line.variantId, cart.currency, context.language)
      return variant ? { ...variant, __typename: 'ProductVariant' } : null
    }),
    // As on the platform: the unit price before discounts, the line's total after them.
    cost: field<CartLineSource>(({ line, cart, priced }) => ({
      amountPerQuantity: money(priced.unitCents, cart.currency),
      compareAtAmountPerQuantity: priced.variant?.compareAtCents == null ? null : money(priced.variant.compareAtCents, cart.currency),
      subtotalAmount: money(priced.unitCents * line.quantity, cart.currency),
      totalAmount: money(lineTotalCents(priced), cart.currency),
    })),
    discountAllocations: field<CartLineSource>(({ cart, priced }) =>
      priced.discountCents > 0 ? [{ __typename: 'CartAutomaticDiscountAllocation', title: 'Bundle saving', discountedAmount: money(priced.discountCents, cart.currency) }] : [],
    ),
  },
}

/** Carts and their lines by id (2025-07): a completed cart is gone, and so are its lines. */
export const cartNodeLoaders: NodeLoaders = new Map<string, NodeLoader>([
  ['Cart', async (_, id, context) => {
    const cart = await cartById(context.db, id)
    return cart ? { ...cart, __typename: 'Cart' } : null
  }],
  ['CartLine', async ({ key }, _, context) => {
    const numeric = numericKey(key)
    const line = numeric === undefined ? undefined : await lineById(context.db, numeric)
    const cart = line ? await cartByToken(context.db, line.checkoutToken) : undefined
    const priced = cart ? (await pricedLines(context.db, cart)).find((candidate) => candidate.line.id === line?.id) : undefined
    return priced && cart ? lineSource(priced, cart) : null
  }],
])
