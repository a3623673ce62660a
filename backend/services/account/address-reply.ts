import type { AddressFields } from '../../commerce/checkouts.ts'

/** An address as the account site and the customer-data service hand it out: empty fields are left out. */
export type AddressFieldsOut = Partial<Record<'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'country' | 'zip' | 'phone', string>>

const FIELDS = ['firstName', 'lastName', 'company', 'address1', 'address2', 'city', 'province', 'country', 'zip', 'phone'] as const

export function addressFields(address: AddressFields): AddressFieldsOut {
  const out: AddressFieldsOut = {}
  for (const field of FIELDS) {
    const value = address[field]
    if (value) out[field] = value
  }
  return out
}
