import type { Database } from '../db/database.ts'
import type { Currency } from '../stores.ts'
import { reviewPlan, linesOf, type Checkout } from './checkouts.ts'
import { customerByAccessToken, emailProblem, isE164Phone } from './customers.ts'
import { currencyForCountry } from './money.ts'
import { userError, type UserError } from './user-errors.ts'

/**
 * A cart's buyer identity (2025-07 `CartBuyerIdentityInput`): the country prices the cart, the e-mail and phone
 * pre-fill the hosted checkout, a customer access token ties the cart to a signed-in customer (whose e-mail and
 * phone then fill in what the input leaves out). A value sets a field, `null` or `""` clears e-mail and phone,
 * an absent field keeps what the cart has.
 */
export interface CartBuyerIdentityInput {
  countryCode?: string | null
  email?: string | null
  phone?: string | null
  customerAccessToken?: string | null
}

/** The buyer fields an input changes; absent keys stay as they are. */
export interface BuyerChanges {
  country?: string
  email?: string | null
  phone?: string | null
  customerId?: number
}

export type BuyerIdentityError = UserError<'INVALID'>

/** `undefined` for an absent field, `null` for one to clear, else the trimmed value. */
const given = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null)

export async function readBuyerIdentity(db: Pick<Database, 'query'>, input: CartBuyerIdentityInput): Promise<{ changes: BuyerChanges; errors: BuyerIdentityError[] }> {
  const changes: BuyerChanges = {}
  const errors: BuyerIdentityError[] = []
  if (input.countryCode) changes.country = input.countryCode
  const email = given(input.email)
  const problem = email ? emailProblem(email, ['buyerIdentity', 'email']) : undefined
  if (problem) errors.push(userError('INVALID', problem.message, problem.field))
  else if (email !== undefined) changes.email = email
  const phone = given(input.phone)
  if (phone && !isE164Phone(phone)) errors.push(userError('INVALID', 'Phone is invalid', ['buyerIdentity', 'phone']))
  else if (phone !== undefined) changes.phone = phone
  if (input.customerAccessToken) {
    const customer = await customerByAccessToken(db, input.customerAccessToken)
    if (!customer) {
      errors.push(userError('INVALID', 'Customer access token is invalid', ['buyerIdentity', 'customerAccessToken']))
    } else {
      changes.customerId = customer.id
      if (changes.email === undefined) changes.email = customer.email
      if (changes.phone === undefined && customer.phone) changes.phone = customer.phone
    }
  }
  return { changes, errors }
}

/**
 * Changing the country re-prices the cart in that country's currency; every line must have a price there, else
 * nothing changes.
 */
export async function countryProblem(db: Database, cart: Checkout, country: string): Promise<BuyerIdentityError | undefined> {
  const currency: Currency = currencyForCountry(country)
  if (currency === cart.currency) return undefined
  const lines = await linesOf(db, cart.token)
  const review = await reviewPlan(db, currency, cart.language, lines)
  return lines.every((line) => review.sellable(line))
    ? undefined
    : userError('INVALID', `The cart holds merchandise that is not for sale in ${country}.`, ['buyerIdentity', 'countryCode'])
}

export async function saveBuyerIdentity(db: Database, cart: Checkout, changes: BuyerChanges): Promise<void> {
  const country = changes.country ?? cart.country
  await db.query(
    'UPDATE checkouts SET country = $2, currency = $3, email = $4, phone = $5, customer_id = $6, updated_at = now() WHERE token = $1',
    [cart.token, country, changes.country ? currencyForCountry(country) : cart.currency,
      changes.email === undefined ? cart.email : changes.email, changes.phone === undefined ? cart.phone : changes.phone,
      changes.customerId ?? cart.customerId],
  )
}
