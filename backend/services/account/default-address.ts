import type { Database } from '../../db/database.ts'
import { addressesOf, type Address } from '../../commerce/addresses.ts'
import { customerById } from '../../commerce/customers.ts'

/**
 * The address the shop pre-fills for a delivery country: the customer's default address when it is in that
 * country (or names none), else their first address in that country. Without a country, the default address.
 */
export async function defaultAddressFor(db: Database, customerId: number, country: string | undefined): Promise<Address | undefined> {
  const customer = await customerById(db, customerId)
  if (!customer) return undefined
  const addresses = await addressesOf(db, customerId)
  const preferred = addresses.find((address) => address.id === customer.defaultAddressId) ?? addresses[0]
  if (!country) return preferred
  const inCountry = (address: Address) => !address.country || address.country.toUpperCase() === country.toUpperCase()
  return preferred && inCountry(preferred) ? preferred : addresses.find(inCountry)
}
