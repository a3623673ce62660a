import type { BackendConfig } from '../config.ts'
import type { Database } from '../db/database.ts'
import { editionOf } from './context.ts'
import { customerByEmail, customerById, emailProblem, issueAccessToken, passwordError, revokeAllAccessTokens, setPassword, type AccessToken, type Customer, type CustomerUserError } from './customers.ts'
import { encodeId, numericKeyOf } from './ids.ts'
import { sendMail, type Mail } from './outbox.ts'
import { randomToken, tokenHash } from './secrets.ts'
import { userError } from './user-errors.ts'

/**
 * Password reset and account activation: single-use secrets sent by e-mail. The mails link to the shop's own
 * pages (reset-password, activate-account), carrying what the storefront API needs to finish the step.
 */
const RESET_LIFETIME_HOURS = 24
const ACTIVATION_LIFETIME_DAYS = 30

type Queryable = Pick<Database, 'query'>

async function createSecret(db: Queryable, customerId: number, purpose: 'reset' | 'activation', lifetimeMs: number): Promise<string> {
  const token = randomToken(16)
  await db.query('INSERT INTO customer_secrets (token_hash, customer_id, purpose, expires_at) VALUES ($1, $2, $3, $4)', [tokenHash(token), customerId, purpose, new Date(Date.now() + lifetimeMs)])
  return token
}

/** Marks a secret used, if it is valid; returns whether it was. */
async function consumeSecret(db: Queryable, customerId: number, purpose: 'reset' | 'activation', token: string): Promise<boolean> {
  const { rows } = await db.query<{ customer_id: number }>(
    `UPDATE customer_secrets SET used_at = now()
     WHERE token_hash = $1 AND customer_id = $2 AND purpose = $3 AND used_at IS NULL AND expires_at > now() RETURNING customer_id`,
    [tokenHash(token), customerId, purpose],
  )
  return rows.length === 1
}

/** The link a reset e-mail carries: the shop's reset page with the customer id and the reset token. */
export function resetLink(config: BackendConfig, storeCode: string, customerId: number, token: string): string {
  const query = new URLSearchParams({ id: encodeId('Customer', customerId), token })
  return `${config.shopUrl}/${editionOf(storeCode)}/reset-password/?${query}`
}

/** The activation URL as the platform forms it, and the shop's activation page that takes it as `url`. */
export function activationUrl(config: BackendConfig, customerId: number, token: string): string {
  return `${config.publicUrl}/account/activate/${customerId}/${token}`
}

export function activationLink(config: BackendConfig, storeCode: string, url: string): string {
  return `${config.shopUrl}/${editionOf(storeCode)}/activate-account/?${new URLSearchParams({ url })}`
}

export async function recoverPassword(db: Database, config: BackendConfig, storeCode: string, email: string): Promise<CustomerUserError[]> {
  const problem = emailProblem(email, ['email'])
  if (problem) return [problem]
  const customer = await customerByEmail(db, email)
  if (!customer) return [userError('UNIDENTIFIED_CUSTOMER', 'Could not find customer', ['email'])]
  const token = await createSecret(db, customer.id, 'reset', RESET_LIFETIME_HOURS * 3600_000)
  const link = resetLink(config, storeCode, customer.id, token)
  await sendMail(db, {
    recipient: customer.email,
    subject: 'Reset your password',
    body: `Hello ${customer.firstName ?? ''},\n\nfollow this link to choose a new password (valid for ${RESET_LIFETIME_HOURS} hours, once):\n${link}\n\nIf you did not ask for this, ignore this e-mail.`,
    links: { reset: link, resetUrl: `${config.publicUrl}/account/reset/${customer.id}/${token}` },
  })
  return []
}

export interface Activated {
  customer?: Customer
  token?: AccessToken
  errors: CustomerUserError[]
}

export async function resetPassword(db: Database, lifetimeSeconds: number, id: string, resetToken: string, password: string): Promise<Activated> {
  const pwError = passwordError(password, ['input', 'password'])
  if (pwError) return { errors: [pwError] }
  const customerId = numericKeyOf(id, 'Customer')
  if (customerId === undefined || !(await consumeSecret(db, customerId, 'reset', resetToken))) {
    return { errors: [userError('TOKEN_INVALID', 'Reset password token is invalid or has expired', ['input', 'resetToken'])] }
  }
  await setPassword(db, customerId, password)
  await revokeAllAccessTokens(db, customerId)
  return { customer: await customerById(db, customerId), token: await issueAccessToken(db, customerId, lifetimeSeconds), errors: [] }
}

export interface Invitation {
  customer: Customer
  activationUrl: string
  mail: Mail
}

export class InvitationError extends Error {}

/** Invites a customer by e-mail: the account exists without a password until the link is followed. */
export async function inviteCustomer(
  db: Database, config: BackendConfig, input: { email: string; firstName?: string | null; lastName?: string | null; storeCode: string },
): Promise<Invitation> {
  const problem = emailProblem(input.email, ['email'])
  if (problem) throw new InvitationError(problem.message)
  let customer = await customerByEmail(db, input.email)
  if (customer && customer.state !== 'invited') throw new InvitationError(`${customer.email} already has an active account`)
  if (!customer) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO customers (email, first_name, last_name, state) VALUES ($1, $2, $3, 'invited') RETURNING id`,
      [input.email.trim(), input.firstName ?? null, input.lastName ?? null],
    )
    customer = (await customerById(db, rows[0]!.id))!
  }
  const token = await createSecret(db, customer.id, 'activation', ACTIVATION_LIFETIME_DAYS * 86400_000)
  const url = activationUrl(config, customer.id, token)
  const link = activationLink(config, input.storeCode, url)
  const mail = await sendMail(db, {
    recipient: customer.email,
    subject: 'Activate your customer account',
    body: `Hello ${customer.firstName ?? ''},\n\nan account has been created for you. Follow this link to choose a password and activate it:\n${link}\n\nIf you do not want an account, ignore this e-mail.`,
    links: { activation: link, activationUrl: url },
  })
  return { customer, activationUrl: url, mail }
}

const ACTIVATION_PATH = /\/account\/activate\/(\d{1,9})\/([0-9a-f]{16,64})(?:[/?#]|$)/

export async function activateByUrl(db: Database, lifetimeSeconds: number, url: string, password: string): Promise<Activated> {
  const match = ACTIVATION_PATH.exec(url)
  const invalid = { errors: [userError('TOKEN_INVALID', 'Activation URL is invalid or has expired', ['activationUrl'])] }
  if (!match) return invalid
  const pwError = passwordError(password, ['password'])
  if (pwError) return { errors: [pwError] }
  const customerId = Number(match[1])
  const customer = await customerById(db, customerId)
  if (customer && customer.state === 'enabled') return { errors: [userError('ALREADY_ENABLED', 'Customer already enabled', ['activationUrl'])] }
  if (!customer || !(await consumeSecret(db, customerId, 'activation', match[2]!))) return invalid
  await setPassword(db, customerId, password)
  return { customer: await customerById(db, customerId), token: await issueAccessToken(db, customerId, lifetimeSeconds), errors: [] }
}

export type Declined = { declined: true } | { declined: false; reason: 'invalid' | 'already-enabled' }

/**
 * An invited customer declines the invitation: every activation link of theirs stops working, and the account
 * stays without a password (the shop owner can invite again). The platform has no such call; this is the
 * backend's own, reached over HTTP (`POST /api/invitations/decline`).
 */
export async function declineInvitation(db: Database, url: string): Promise<Declined> {
  const match = ACTIVATION_PATH.exec(url)
  if (!match) return { declined: false, reason: 'invalid' }
  const customerId = Number(match[1])
  const customer = await customerById(db, customerId)
  if (customer && customer.state === 'enabled') return { declined: false, reason: 'already-enabled' }
  if (!customer || !(await consumeSecret(db, customerId, 'activation', match[2]!))) return { declined: false, reason: 'invalid' }
  await db.query(`UPDATE customer_secrets SET used_at = now() WHERE customer_id = $1 AND purpose = 'activation' AND used_at IS NULL`, [customerId])
  return { declined: true }
}
