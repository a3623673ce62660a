/**
 * Global ids as the 2022-07 storefront API hands them out: `gid://shopify/{Type}/{key}`, base64-encoded.
 * Input accepts both the encoded and the raw form, as the platform does. The 2025-07 API (carts) uses the same
 * encoding, so an id means the same on both endpoints.
 */
export type GlobalType = 'Cart' | 'CartLine' | 'Checkout' | 'CheckoutLineItem' | 'Customer' | 'MailingAddress' | 'Order' | 'Product' | 'ProductVariant'

const PREFIX = 'gid://shopify/'

export function encodeId(type: GlobalType, key: string | number): string {
  return Buffer.from(`${PREFIX}${type}/${key}`, 'utf8').toString('base64')
}

export interface DecodedId {
  type: string
  key: string
}

/** Reads an encoded or raw global id; `undefined` when it is neither. Query strings (`?key=...`) are ignored. */
export function decodeId(id: string): DecodedId | undefined {
  let raw = id.trim()
  if (!raw.startsWith(PREFIX)) {
    if (!/^[A-Za-z0-9+/=_-]+$/.test(raw)) return undefined
    raw = Buffer.from(raw, 'base64').toString('utf8')
    if (!raw.startsWith(PREFIX)) return undefined
  }
  const [type, key] = raw.slice(PREFIX.length).split('?')[0]!.split('/')
  if (!type || !key) return undefined
  return { type, key }
}

/** The key of an id of the wanted type, or `undefined` for a malformed id or an id of another type. */
export function keyOf(id: string, type: GlobalType): string | undefined {
  const decoded = decodeId(id)
  return decoded && decoded.type === type ? decoded.key : undefined
}

/** Integer key of an id of the wanted type (database serial ids). */
export function numericKeyOf(id: string, type: GlobalType): number | undefined {
  const key = keyOf(id, type)
  return key !== undefined && /^\d{1,9}$/.test(key) ? Number(key) : undefined
}
