import type { CatalogueVariant, CheckoutReply, LineInput, LineUpdate } from '../../domain/types.ts'

/** Where a checkout is: its storefront language and delivery country. */
export interface Place {
  language: string
  country: string
}

/**
 * What the checkout machine needs from a commerce platform, free of any API's names (DESIGN "Checkout API
 * versions"). A checkout that is gone or already completed answers `missing`, so the machine replaces it.
 */
export interface CheckoutGateway {
  /** A customer's token ties the new checkout to them, where the API takes one (the Cart API). */
  create(lines: LineInput[], place: Place, customer?: CustomerToken): Promise<CheckoutReply>
  fetch(checkoutId: string, place: Place): Promise<CheckoutReply>
  addLines(checkoutId: string, lines: LineInput[], place: Place): Promise<CheckoutReply>
  removeLines(checkoutId: string, lineIds: string[], place: Place): Promise<CheckoutReply>
  updateLines(checkoutId: string, lines: LineUpdate[], place: Place): Promise<CheckoutReply>
  /** Current price and stock of variants in a place, to re-validate lines on a language or country change. */
  checkVariants(variantIds: string[], place: Place): Promise<CatalogueVariant[]>
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
  attachCustomer(cartId: string, customer: CustomerToken, place: Place): Promise<CheckoutReply>
}

/** SPEC §7: the web URL is extended with the buyer's details for the hosted checkout. */
export interface BuyerDetails {
  email?: string
  firstName?: string
  lastName?: string
  address1?: string
  address2?: string
  city?: string
  company?: string
  zip?: string
  phone?: string
  country?: string
  province?: string
}

export function checkoutUrlWithBuyer(webUrl: string, buyer: BuyerDetails): string {
  const url = new URL(webUrl)
  const fields: Array<[string, string | undefined]> = [
    ['checkout[email]', buyer.email],
    ['checkout[shipping_address][first_name]', buyer.firstName],
    ['checkout[shipping_address][last_name]', buyer.lastName],
    ['checkout[shipping_address][address1]', buyer.address1],
    ['checkout[shipping_address][address2]', buyer.address2],
    ['checkout[shipping_address][city]', buyer.city],
    ['checkout[shipping_address][company]', buyer.company],
    ['checkout[shipping_address][zip]', buyer.zip],
    ['checkout[shipping_address][phone]', buyer.phone],
    ['checkout[shipping_address][country]', buyer.country],
    ['checkout[shipping_address][province]', buyer.province],
  ]
  for (const [key, value] of fields) if (value) url.searchParams.set(key, value)
  return url.toString()
}
