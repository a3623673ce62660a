import type { Order } from '../../../domain/account.ts'

/** Replies of the customer area's calls, shared by its model tests. */
export const NOT_LOGGED_IN = { ok: false, failure: { kind: 'missing', message: 'customer is not defined' } } as const
export const UNREACHABLE = { ok: false, failure: { kind: 'transport', message: 'Request failed', status: 503 } } as const
export const EMAIL_TAKEN = { ok: false, failure: { kind: 'user', message: 'Email has already been taken', code: 'email-taken' } } as const
export const PHONE_TAKEN = { ok: false, failure: { kind: 'user', message: 'Phone has already been taken', code: 'phone-taken' } } as const

const euro = (amount: number) => ({ amount, currencyCode: 'EUR' })

export const ORDER: Order = {
  id: 'gid://shopify/Order/1',
  number: 1001,
  name: '#1001',
  processedAt: '2025-01-10T10:00:00Z',
  deliveryStatus: 'shipped',
  tracking: [{ company: 'DHL', number: '00340434161234567890', url: 'https://tracking.example/00340434161234567890' }],
  deliveryAddress: { name: 'Ada Lovelace', address1: 'Hauptstraße 1', zip: '10115', city: 'Berlin' },
  subtotal: euro(99.9),
  shipping: euro(0),
  tax: euro(15.95),
  total: euro(99.9),
  cancelled: false,
  lines: [{ title: 'Blutdruckmessgerät', articleNumber: 'BM-27', colour: null, size: null, quantity: 1, unitPrice: euro(99.9), total: euro(99.9), imageUrl: null, productUrl: null }],
}
