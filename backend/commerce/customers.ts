import type { Database } from '../db/database.ts'
import { passwordProblem } from './password-rules.ts'
import { hashPassword, randomToken, tokenHash, verifyPassword } from './secrets.ts'
import { userError, type UserError } from './user-errors.ts'

/** Customer accounts, their access tokens and their profile rules (unique e-mail and phone, SPEC §5 passwords). */
type CustomerErrorCode =
  | 'ALREADY_ENABLED' | 'BLANK' | 'CONTAINS_HTML_TAGS' | 'CUSTOMER_DISABLED' | 'INVALID' | 'NOT_FOUND' | 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE'
  | 'TAKEN' | 'TOKEN_INVALID' | 'TOO_LONG' | 'TOO_SHORT' | 'UNIDENTIFIED_CUSTOMER'
export type CustomerUserError = UserError<CustomerErrorCode>

export interface Customer {
  id: number
  email: string
  firstName: string | null
  lastName: string | null
  phone: string | null
  state: 'invited' | 'enabled' | 'disabled'
  acceptsMarketing: boolean
  defaultAddressId: number | null
  createdAt: string
  updatedAt: string
}

export interface AccessToken {
  accessToken: string
  expiresAt: string
}

interface CustomerRow {
  id: number
  email: string
  first_name: string | null
  last_name: string | null
  phone: string | null
  state: Customer['state']
  accepts_marketing: boolean
  default_address_id: number | null
  created_at: Date
  updated_at: Date
  password_hash: string | null
}

function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name, phone: row.phone, state: row.state,
    acceptsMarketing: row.accepts_marketing, defaultAddressId: row.default_address_id,
    createdAt: new Date(row.created_at).toISOString(), updatedAt: new Date(row.updated_at).toISOString(),
  }
}

type Queryable = Pick<Database, 'query'>

export async function customerById(db: Queryable, id: number): Promise<Customer | undefined> {
  const { rows } = await db.query<CustomerRow>('SELECT * FROM customers WHERE id = $1', [id])
  return rows[0] && toCustomer(rows[0])
}

async function rowByEmail(db: Queryable, email: string): Promise<CustomerRow | undefined> {
  return (await db.query<CustomerRow>('SELECT * FROM customers WHERE lower(email) = lower($1)', [email.trim()])).rows[0]
}

export async function customerByEmail(db: Queryable, email: string): Promise<Customer | undefined> {
  const row = await rowByEmail(db, email)
  return row && toCustomer(row)
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/
const E164 = /^\+[1-9]\d{6,14}$/
const HTML_TAG = /<[^>]+>/

/** Phones are stored in E.164 form (`+4930123456`), as the platform expects them. */
export const isE164Phone = (phone: string) => E164.test(phone)

export function emailProblem(email: string, field: string[]): CustomerUserError | undefined {
  if (!email.trim()) return userError('BLANK', 'Email can\'t be blank', field)
  if (!EMAIL.test(email.trim())) return userError('INVALID', 'Email is invalid', field)
  if (email.length > 255) return userError('TOO_LONG', 'Email is too long (maximum is 255 characters)', field)
  return undefined
}

function nameProblems(input: { firstName?: string | null; lastName?: string | null }, parent: string): CustomerUserError[] {
  const errors: CustomerUserError[] = []
  for (const key of ['firstName', 'lastName'] as const) {
    const value = input[key]
    if (value == null) continue
    const label = key === 'firstName' ? 'First name' : 'Last name'
    if (value.length > 255) errors.push(userError('TOO_LONG', `${label} is too long (maximum is 255 characters)`, [parent, key]))
    else if (HTML_TAG.test(value)) errors.push(userError('CONTAINS_HTML_TAGS', `${label} cannot contain HTML tags`, [parent, key]))
  }
  return errors
}

async function phoneProblem(db: Queryable, phone: string | null | undefined, field: string[], exceptCustomerId?: number): Promise<CustomerUserError | undefined> {
  if (phone == null || phone === '') return undefined
  if (!E164.test(phone)) return userError('INVALID', 'Phone is invalid', field)
  const { rows } = await db.query<{ id: number }>('SELECT id FROM customers WHERE phone = $1 AND id <> $2', [phone, exceptCustomerId ?? 0])
  return rows.length ? userError('TAKEN', 'Phone has already been taken', field) : undefined
}

export function passwordError(password: string, field: string[]): CustomerUserError | undefined {
  const problem = passwordProblem(password)
  return problem && userError(problem.code, problem.message, field)
}

export interface CustomerInput {
  email: string
  password: string
  firstName?: string | null
  lastName?: string | null
  phone?: string | null
  acceptsMarketing?: boolean | null
}

export async function createCustomer(db: Database, input: CustomerInput): Promise<{ customer?: Customer; errors: CustomerUserError[] }> {
  const errors: CustomerUserError[] = []
  const emailError = emailProblem(input.email, ['input', 'email'])
  if (emailError) errors.push(emailError)
  const pwError = passwordError(input.password, ['input', 'password'])
  if (pwError) errors.push(pwError)
  errors.push(...nameProblems(input, 'input'))
  const phoneError = await phoneProblem(db, input.phone, ['input', 'phone'])
  if (phoneError) errors.push(phoneError)
  if (!emailError) {
    const existing = await rowByEmail(db, input.email)
    if (existing?.state === 'invited') {
      errors.push(userError('CUSTOMER_DISABLED', `We have sent an email to ${existing.email}, please click the link included to verify your email address.`, ['input', 'email']))
    } else if (existing) {
      errors.push(userError('TAKEN', 'Email has already been taken', ['input', 'email']))
    }
  }
  if (errors.length) return { errors }
  const hash = await hashPassword(input.password)
  const { rows } = await db.query<CustomerRow>(
    `INSERT INTO customers (email, first_name, last_name, phone, password_hash, state, accepts_marketing)
     VALUES ($1, $2, $3, $4, $5, 'enabled', $6) RETURNING *`,
    [input.email.trim(), input.firstName ?? null, input.lastName ?? null, input.phone || null, hash, input.acceptsMarketing ?? false],
  )
  return { customer: toCustomer(rows[0]!), errors: [] }
}

export async function issueAccessToken(db: Queryable, customerId: number, lifetimeSeconds: number): Promise<AccessToken> {
  const accessToken = randomToken(16)
  const expiresAt = new Date(Date.now() + lifetimeSeconds * 1000)
  await db.query('INSERT INTO customer_access_tokens (token_hash, customer_id, expires_at) VALUES ($1, $2, $3)', [tokenHash(accessToken), customerId, expiresAt])
  return { accessToken, expiresAt: expiresAt.toISOString() }
}

export async function logIn(db: Database, email: string, password: string, lifetimeSeconds: number): Promise<{ token?: AccessToken; errors: CustomerUserError[] }> {
  const row = await rowByEmail(db, email)
  // One answer for an unknown e-mail, a wrong password and an account not yet activated, as the platform gives.
  const ok = row?.state === 'enabled' && row.password_hash !== null && (await verifyPassword(password, row.password_hash))
  if (!row || !ok) return { errors: [userError('UNIDENTIFIED_CUSTOMER', 'Unidentified customer', ['input'])] }
  return { token: await issueAccessToken(db, row.id, lifetimeSeconds), errors: [] }
}

/** The customer an access token belongs to; expired and deleted tokens belong to no one. */
export async function customerByAccessToken(db: Queryable, accessToken: string): Promise<Customer | undefined> {
  const { rows } = await db.query<{ customer_id: number }>(
    'SELECT customer_id FROM customer_access_tokens WHERE token_hash = $1 AND expires_at > now()',
    [tokenHash(accessToken)],
  )
  return rows[0] ? customerById(db, rows[0].customer_id) : undefined
}

export async function deleteAccessToken(db: Database, accessToken: string): Promise<{ deletedAccessToken?: string; deletedId?: string }> {
  const { rows } = await db.query<{ id: number }>('DELETE FROM customer_access_tokens WHERE token_hash = $1 RETURNING id', [tokenHash(accessToken)])
  return rows[0] ? { deletedAccessToken: accessToken, deletedId: String(rows[0].id) } : {}
}

export async function revokeAllAccessTokens(db: Queryable, customerId: number): Promise<void> {
  await db.query('DELETE FROM customer_access_tokens WHERE customer_id = $1', [customerId])
}

export async function setPassword(db: Queryable, customerId: number, password: string): Promise<void> {
  await db.query(`UPDATE customers SET password_hash = $2, state = 'enabled', updated_at = now() WHERE id = $1`, [customerId, await hashPassword(password)])
}

export interface CustomerUpdate {
  email?: string | null
  password?: string | null
  firstName?: string | null
  lastName?: string | null
  phone?: string | null
  acceptsMarketing?: boolean | null
}

/** Updates a profile; a new password revokes every token and hands back a fresh one, as the platform does. */
export async function updateCustomer(
  db: Database, accessToken: string, input: CustomerUpdate, lifetimeSeconds: number,
): Promise<{ customer?: Customer; token?: AccessToken; errors: CustomerUserError[] }> {
  const customer = await customerByAccessToken(db, accessToken)
  if (!customer) return { errors: [userError('UNIDENTIFIED_CUSTOMER', 'Unidentified customer', ['customerAccessToken'])] }
  const errors: CustomerUserError[] = []
  if (input.email != null) {
    const emailError = emailProblem(input.email, ['customer', 'email'])
    if (emailError) errors.push(emailError)
    else {
      const other = await rowByEmail(db, input.email)
      if (other && other.id !== customer.id) errors.push(userError('TAKEN', 'Email has already been taken', ['customer', 'email']))
    }
  }
  if (input.password != null) {
    const pwError = passwordError(input.password, ['customer', 'password'])
    if (pwError) errors.push(pwError)
  }
  errors.push(...nameProblems(input, 'customer'))
  const phoneError = await phoneProblem(db, input.phone, ['customer', 'phone'], customer.id)
  if (phoneError) errors.push(phoneError)
  if (errors.length) return { errors }

  const sets: string[] = []
  const params: unknown[] = [customer.id]
  const set = (column: string, value: unknown) => {
    params.push(value)
    sets.push(`${column} = $${params.length}`)
  }
  if (input.email != null) set('email', input.email.trim())
  if (input.firstName !== undefined) set('first_name', input.firstName)
  if (input.lastName !== undefined) set('last_name', input.lastName)
  // An explicit null removes the phone number; an absent field keeps it.
  if (input.phone !== undefined) set('phone', input.phone || null)
  if (input.acceptsMarketing != null) set('accepts_marketing', input.acceptsMarketing)
  if (sets.length) await db.query(`UPDATE customers SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params)
  let token: AccessToken | undefined
  if (input.password != null) {
    await setPassword(db, customer.id, input.password)
    await revokeAllAccessTokens(db, customer.id)
    token = await issueAccessToken(db, customer.id, lifetimeSeconds)
  }
  return { customer: await customerById(db, customer.id), token, errors: [] }
}
