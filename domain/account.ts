/**
 * A customer's account as the customer area shows it (SPEC §3 Customer, Order, Address). No API names: the
 * services map the platform's reply of either API version onto these shapes.
 */

import type { Money } from './money.ts'

/** SPEC §9 "order line items fetched 50; order list 50; addresses 5". */
export const ORDERS_FIRST = 50
export const ORDER_LINE_ITEMS_FIRST = 50
export const ADDRESSES_FIRST = 5


/** SPEC §4 Order delivery status: unfulfilled orders are in progress, fulfilled ones shipped with tracking. */
type DeliveryStatus = 'in-progress' | 'shipped'

interface Tracking {
  company: string | null
  number: string | null
  url: string | null
}

export interface OrderLine {
  /** Article */
  title: string
  /** Article number (the variant's SKU). */
  articleNumber: string | null
  /** The colour and the size the variant was bought in, as the platform names its options; null for none. */
  colour: string | null
  size: string | null
  quantity: number
  unitPrice: Money | null
  total: Money
  imageUrl: string | null
  /** The product page the line came from (the cart line's `_url` attribute). */
  productUrl: string | null
}

interface DeliveryAddress {
  name: string
  address1: string
  zip: string
  city: string
}

export interface Order {
  id: string
  /** The order number the shopper quotes, e.g. 1001. */
  number: number
  /** The order's name as the platform shows it, e.g. `#1001`. */
  name: string
  processedAt: string
  deliveryStatus: DeliveryStatus
  tracking: Tracking[]
  deliveryAddress: DeliveryAddress | null
  subtotal: Money | null
  shipping: Money
  /** VAT included in the total. */
  tax: Money | null
  total: Money
  cancelled: boolean
  lines: OrderLine[]
}

export interface PersonalData {
  firstName: string
  lastName: string
  email: string
  /** E.164, or empty when none was given. */
  phone: string
}

/** SPEC §3 Address, as it is saved with the customer. */
export interface AddressFields {
  firstName: string
  lastName: string
  company: string
  /** Street */
  address1: string
  /** Apartment or suite (optional). */
  address2: string
  zip: string
  city: string
}

export interface SavedAddress extends AddressFields {
  id: string
  /**
   * The country it is in (ISO 3166 code), null when the platform names none. A new address is saved in the store's
   * delivery country; one saved in another store keeps its own, whose postal codes it is checked by.
   */
  country: string | null
}

/** The fields of SPEC §3 Address with the names, as the address form sends them. */
export const ADDRESS_FIELD_NAMES = ['firstName', 'lastName', 'company', 'address1', 'address2', 'zip', 'city'] as const satisfies ReadonlyArray<keyof AddressFields>

/** The country an address is in: its own, or the store's delivery country where the platform names none (or for a new one). */
export const countryOfAddress = (address: Pick<SavedAddress, 'country'> | undefined, storeCountry: string): string => address?.country ?? storeCountry

/** Up to 5 addresses (SPEC §9) and which one is the default. */
export interface AddressBook {
  addresses: SavedAddress[]
  defaultAddressId: string | null
}

/** The address a book marks as its default, if any. */
export const defaultAddressOf = (book: AddressBook): SavedAddress | null => book.addresses.find((address) => address.id === book.defaultAddressId) ?? null

/** A new password's access token: the session goes on with it. */
export interface RenewedToken {
  accessToken: string
  expiresAt: string
}

/** What an address book's form is open for while a new address is typed (an address's own id otherwise). */
export const NEW_ADDRESS = 'new'
