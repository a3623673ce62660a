import { addLines, createCheckout, removeLines, updateLines, type AddressFields, type Attribute, type CheckoutResult, type LineInput } from '../checkouts.ts'
import { currencyForCountry } from '../money.ts'
import type { Currency } from '../../stores.ts'
import type { Resolvers } from './types.ts'
import { field } from './types.ts'

// The Checkout API's mutations: 2022-07 only, as the platform removed them in favour of the Cart API.

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

export const checkoutMutationResolvers: Resolvers = {
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
}
