import type { Database } from '../../db/database.ts'
import { addressById } from '../../commerce/addresses.ts'
import { customerByEmail } from '../../commerce/customers.ts'
import { addressFields, type AddressFieldsOut } from '../account/address-reply.ts'

/**
 * A user as the customer-data service describes one (SPEC §3 User): id, firstname, lastname, email, and the
 * default address when there is one. Absent values are left out rather than null, as the shop reads them
 * as optional strings.
 */
export interface CustomerDataUser {
  id: string
  email: string
  firstname?: string
  lastname?: string
  default_address?: AddressFieldsOut
}

export async function customerDataUser(db: Database, email: string): Promise<CustomerDataUser | undefined> {
  const customer = await customerByEmail(db, email)
  if (!customer || customer.state === 'disabled') return undefined
  const address = customer.defaultAddressId === null ? undefined : await addressById(db, customer.defaultAddressId)
  return {
    id: String(customer.id),
    email: customer.email,
    ...(customer.firstName ? { firstname: customer.firstName } : {}),
    ...(customer.lastName ? { lastname: customer.lastName } : {}),
    ...(address ? { default_address: addressFields(address) } : {}),
  }
}
