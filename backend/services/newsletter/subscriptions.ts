import type { Database } from '../../db/database.ts'
import { randomToken, tokenHash } from '../../commerce/secrets.ts'

/** Newsletter subscriptions, one per e-mail and country; SPEC §5: Polish subscriptions need a confirmed e-mail. */
type SubscriptionStatus = 'pending' | 'active'

export interface NewsletterSubscription {
  id: number
  email: string
  country: string
  status: SubscriptionStatus
  voucherCode: string | null
}

/** Countries whose subscriptions wait for the confirmation link (double opt-in). */
const DOUBLE_OPT_IN_COUNTRIES: readonly string[] = ['PL']

interface Row {
  id: number
  email: string
  country: string
  status: SubscriptionStatus
  wants_voucher: boolean
  voucher_code: string | null
}

const toSubscription = (row: Row): NewsletterSubscription => ({ id: row.id, email: row.email, country: row.country, status: row.status, voucherCode: row.voucher_code })

/** A welcome voucher code, readable over the phone: no 0/O or 1/I. */
function voucherCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const bytes = Buffer.from(randomToken(8), 'hex')
  return `WELCOME-${[...bytes].map((byte) => alphabet[byte % alphabet.length]).join('')}`
}

export interface SubscribeOutcome {
  subscription: NewsletterSubscription
  /** False when the e-mail was already subscribed for the country. */
  created: boolean
  /** Set when the subscriber must confirm: the token for the confirmation link (only its hash is stored). */
  confirmationToken?: string
  /** Set when this call issued the welcome voucher. */
  newVoucher?: string
}

export async function subscribe(db: Database, input: { email: string; country: string; createVoucher: boolean }): Promise<SubscribeOutcome> {
  const doubleOptIn = DOUBLE_OPT_IN_COUNTRIES.includes(input.country)
  return db.transaction(async (tx) => {
    const existing = (await tx.query<Row>('SELECT * FROM newsletter_subscriptions WHERE lower(email) = lower($1) AND country = $2 FOR UPDATE', [input.email, input.country])).rows[0]
    if (existing?.status === 'active') {
      // Asking again for a voucher after subscribing without one still earns it once.
      if (input.createVoucher && !existing.voucher_code) {
        const code = voucherCode()
        await tx.query('UPDATE newsletter_subscriptions SET wants_voucher = true, voucher_code = $2 WHERE id = $1', [existing.id, code])
        return { subscription: { ...toSubscription(existing), voucherCode: code }, created: false, newVoucher: code }
      }
      return { subscription: toSubscription(existing), created: false }
    }
    if (existing) {
      // Still pending: a fresh confirmation link replaces the old one, which may have been lost.
      const token = randomToken(16)
      const { rows } = await tx.query<Row>(
        'UPDATE newsletter_subscriptions SET confirmation_token_hash = $2, wants_voucher = wants_voucher OR $3 WHERE id = $1 RETURNING *',
        [existing.id, tokenHash(token), input.createVoucher],
      )
      return { subscription: toSubscription(rows[0]!), created: false, confirmationToken: token }
    }
    const token = doubleOptIn ? randomToken(16) : undefined
    const code = !doubleOptIn && input.createVoucher ? voucherCode() : null
    const { rows } = await tx.query<Row>(
      `INSERT INTO newsletter_subscriptions (email, country, status, wants_voucher, voucher_code, confirmation_token_hash, confirmed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
      [input.email, input.country, doubleOptIn ? 'pending' : 'active', input.createVoucher, code, token ? tokenHash(token) : null, doubleOptIn ? null : new Date()],
    )
    return { subscription: toSubscription(rows[0]!), created: true, confirmationToken: token, newVoucher: code ?? undefined }
  })
}

/** Activates a pending subscription by its confirmation token (once); the voucher is issued now if asked for. */
export async function confirm(db: Database, token: string): Promise<{ subscription: NewsletterSubscription; newVoucher?: string } | undefined> {
  return db.transaction(async (tx) => {
    const row = (await tx.query<Row>(`SELECT * FROM newsletter_subscriptions WHERE confirmation_token_hash = $1 AND status = 'pending' FOR UPDATE`, [tokenHash(token)])).rows[0]
    if (!row) return undefined
    const code = row.wants_voucher && !row.voucher_code ? voucherCode() : row.voucher_code
    const { rows } = await tx.query<Row>(
      `UPDATE newsletter_subscriptions SET status = 'active', confirmed_at = now(), confirmation_token_hash = NULL, voucher_code = $2 WHERE id = $1 RETURNING *`,
      [row.id, code],
    )
    return { subscription: toSubscription(rows[0]!), newVoucher: code && code !== row.voucher_code ? code : undefined }
  })
}
