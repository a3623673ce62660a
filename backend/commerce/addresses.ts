import type { Database } from '../db/database.ts'
import type { AddressFields } from './checkouts.ts'
import { customerByAccessToken, type CustomerUserError } from './customers.ts'
import { numericKeyOf } from './ids.ts'
import { isKnownCountry } from './resolvers/mailing-address.ts'
import { userError } from './user-errors.ts'

/** A customer's saved addresses; the first one saved becomes the default. */
export interface Address extends AddressFields {
  id: number
  customerId: number
}

const FIELDS = ['firstName', 'lastName', 'company', 'address1', 'address2', 'city', 'province', 'country', 'zip', 'phone'] as const
const COLUMNS: Record<(typeof FIELDS)[number], string> = {
  firstName: 'first_name', lastName: 'last_name', company: 'company', address1: 'address1', address2: 'address2',
  city: 'city', province: 'province', country: 'country', zip: 'zip', phone: 'phone',
}

type AddressRow = { id: number; customer_id: number } & Record<string, string | null>

function toAddress(row: AddressRow): Address {
  const address: Address = { id: row.id, customerId: row.customer_id }
  for (const field of FIELDS) address[field] = row[COLUMNS[field]] ?? null
  return address
}

export async function addressesOf(db: Pick<Database, 'query'>, customerId: number): Promise<Address[]> {
  const { rows } = await db.query<AddressRow>('SELECT * FROM customer_addresses WHERE customer_id = $1 ORDER BY id', [customerId])
  return rows.map(toAddress)
}

export async function addressById(db: Pick<Database, 'query'>, id: number): Promise<Address | undefined> {
  const { rows } = await db.query<AddressRow>('SELECT * FROM customer_addresses WHERE id = $1', [id])
  return rows[0] && toAddress(rows[0])
}

function addressProblems(input: AddressFields): CustomerUserError[] {
  const errors: CustomerUserError[] = []
  for (const field of FIELDS) {
    const value = input[field]
    if (value != null && value.length > 255) errors.push(userError('TOO_LONG', `${field} is too long (maximum is 255 characters)`, ['address', field]))
  }
  if (input.phone && !/^\+[1-9]\d{6,14}$/.test(input.phone)) errors.push(userError('INVALID', 'Phone is invalid', ['address', 'phone']))
  // As the platform does: a country it does not know is refused, not saved as typed.
  if (input.country && !isKnownCountry(input.country)) errors.push(userError('INVALID', 'Country is not on the list', ['address', 'country']))
  return errors
}

export async function createAddress(db: Database, accessToken: string, input: AddressFields): Promise<{ address?: Address; errors: CustomerUserError[] }> {
  const customer = await customerByAccessToken(db, accessToken)
  if (!customer) return { errors: [userError('UNIDENTIFIED_CUSTOMER', 'Unidentified customer', ['customerAccessToken'])] }
  const errors = addressProblems(input)
  if (errors.length) return { errors }
  const values = FIELDS.map((field) => input[field] ?? null)
  const { rows } = await db.query<AddressRow>(
    `INSERT INTO customer_addresses (customer_id, ${FIELDS.map((field) => COLUMNS[field]).join(', ')})
     VALUES ($1, ${FIELDS.map((_, index) => `$${index + 2}`).join(', ')}) RETURNING *`,
    [customer.id, ...values],
  )
  const address = toAddress(rows[0]!)
  await db.query('UPDATE customers SET default_address_id = COALESCE(default_address_id, $2), updated_at = now() WHERE id = $1', [customer.id, address.id])
  return { address, errors: [] }
}

/** Replaces the fields given; fields left out keep their value. */
export async function updateAddress(db: Database, accessToken: string, id: string, input: AddressFields): Promise<{ address?: Address; errors: CustomerUserError[] }> {
  const customer = await customerByAccessToken(db, accessToken)
  if (!customer) return { errors: [userError('UNIDENTIFIED_CUSTOMER', 'Unidentified customer', ['customerAccessToken'])] }
  const addressId = numericKeyOf(id, 'MailingAddress')
  const existing = addressId === undefined ? undefined : await addressById(db, addressId)
  if (!existing || existing.customerId !== customer.id) return { errors: [userError('NOT_FOUND', 'Address does not exist', ['id'])] }
  const errors = addressProblems(input)
  if (errors.length) return { errors }
  const given = FIELDS.filter((field) => input[field] !== undefined)
  if (given.length) {
    await db.query(
      `UPDATE customer_addresses SET ${given.map((field, index) => `${COLUMNS[field]} = $${index + 2}`).join(', ')} WHERE id = $1`,
      [existing.id, ...given.map((field) => input[field] ?? null)],
    )
  }
  return { address: await addressById(db, existing.id), errors: [] }
}

/** Makes one of the customer's own addresses their default. */
export async function setDefaultAddress(db: Database, accessToken: string, id: string): Promise<{ customerId?: number; errors: CustomerUserError[] }> {
  const customer = await customerByAccessToken(db, accessToken)
  if (!customer) return { errors: [userError('UNIDENTIFIED_CUSTOMER', 'Unidentified customer', ['customerAccessToken'])] }
  const addressId = numericKeyOf(id, 'MailingAddress')
  const existing = addressId === undefined ? undefined : await addressById(db, addressId)
  if (!existing || existing.customerId !== customer.id) return { errors: [userError('NOT_FOUND', 'Address does not exist', ['addressId'])] }
  await db.query('UPDATE customers SET default_address_id = $2, updated_at = now() WHERE id = $1', [customer.id, existing.id])
  return { customerId: customer.id, errors: [] }
}
