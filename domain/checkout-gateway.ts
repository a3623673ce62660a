import type { CatalogueVariant, CheckoutReply, LineInput, LineUpdate } from './types.ts'

/** Where a checkout lives: its storefront language and delivery country (SPEC §4). */
export interface CheckoutPlace {
  language: string
  country: string
}

/**
 * What the checkout machine needs from a commerce platform, free of any API's names (DESIGN "Checkout API
 * versions"): the machine and the browser depend on this port, the services implement it. A checkout that is gone
 * or already completed answers `missing`, so the machine replaces it.
 */
export interface CheckoutGateway {
  /** A customer's token ties the new checkout to them, where the API takes one (the Cart API). */
  create(lines: LineInput[], place: CheckoutPlace, customer?: CustomerToken): Promise<CheckoutReply>
  fetch(checkoutId: string, place: CheckoutPlace): Promise<CheckoutReply>
  addLines(checkoutId: string, lines: LineInput[], place: CheckoutPlace): Promise<CheckoutReply>
  removeLines(checkoutId: string, lineIds: string[], place: CheckoutPlace): Promise<CheckoutReply>
  updateLines(checkoutId: string, lines: LineUpdate[], place: CheckoutPlace): Promise<CheckoutReply>
  /** Current price and stock of variants in a place, to re-validate lines on a language or country change. */
  checkVariants(variantIds: string[], place: CheckoutPlace): Promise<CatalogueVariant[]>
}

/** A customer's access token, which only the server holds (in its httpOnly cookie). */
interface CustomerToken {
  accessToken: string
}

/**
 * The Cart API's buyer identity: a cart that carries the customer's token becomes theirs, and its order lands in
 * their history. The Checkout API has no such step; its hosted checkout takes the customer's e-mail instead.
 */
export interface CustomerCarts {
  attachCustomer(cartId: string, customer: CustomerToken, place: CheckoutPlace): Promise<CheckoutReply>
}
