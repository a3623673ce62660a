import { boolean, coerce, define, string, type } from 'superstruct'
import type { BackendConfig } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import { json, type Route } from '../../http/router.ts'
import { escapeHtml, htmlResponse, page } from '../../commerce/hosted-checkout/html.ts'
import { Email, readJsonBody } from '../http/body.ts'
import { sendConfirmationMail, sendVoucherMail } from './mails.ts'
import { confirm, subscribe } from './subscriptions.ts'

/** ISO 3166-1 alpha-2 country of the store, in either case (the shop sends its store's country). */
const Country = coerce(
  define<string>('two-letter country code', (value) => typeof value === 'string' && /^[A-Z]{2}$/.test(value)),
  string(),
  (value) => value.trim().toUpperCase(),
)

/** SPEC §3 "Newsletter subscription": email, create_voucher, country. */
const SubscribeRequest = type({ email: Email, create_voucher: boolean(), country: Country })

const CONFIRMED: Partial<Record<string, { title: string; voucher: string; back: string; invalid: string }>> = {
  PL: { title: 'Subskrypcja potwierdzona', voucher: 'Twój kod kuponu', back: 'Wróć do sklepu', invalid: 'Ten link jest nieważny lub został już użyty.' },
}
const CONFIRMED_EN = { title: 'Subscription confirmed', voucher: 'Your voucher code', back: 'Back to the shop', invalid: 'This link is invalid or has already been used.' }

const EDITION_OF_COUNTRY: Partial<Record<string, string>> = { DE: 'de', AT: 'de', FR: 'fr', IT: 'it', NL: 'nl', PL: 'pl', GB: 'uk', ES: 'es', ID: 'id' }

/**
 * The newsletter service (contract in backend/README.md, "Other services"): `POST /newsletter/api/newsletter/subscribe`
 * and the confirmation link of the double opt-in.
 */
export function newsletterRoutes(config: BackendConfig, db: Database): Route[] {
  return [
    {
      method: 'POST',
      pattern: '/newsletter/api/newsletter/subscribe',
      faultTarget: 'newsletter',
      handler: async (request) => {
        const body = await readJsonBody(request, SubscribeRequest)
        if ('error' in body) return body.error
        const { email, country, create_voucher: createVoucher } = body.value
        const outcome = await subscribe(db, { email, country, createVoucher })
        if (outcome.confirmationToken) {
          await sendConfirmationMail(db, { email, country }, `${config.publicUrl}/newsletter/confirm/${outcome.confirmationToken}`)
        }
        if (outcome.newVoucher) await sendVoucherMail(db, { email, country }, outcome.newVoucher)
        const { subscription } = outcome
        return json(
          {
            email: subscription.email,
            country: subscription.country,
            status: subscription.status === 'active' ? 'subscribed' : 'confirmation-required',
            // Handed back only when issued now, so asking again does not reveal someone's code.
            ...(outcome.newVoucher ? { voucherCode: outcome.newVoucher } : {}),
          },
          { status: outcome.created ? 201 : 200 },
        )
      },
    },
    {
      method: 'GET',
      pattern: '/newsletter/confirm/:token',
      faultTarget: 'newsletter',
      handler: async (_, params) => {
        const token = params.token ?? ''
        const result = /^[0-9a-f]{32}$/.test(token) ? await confirm(db, token) : undefined
        if (!result) return htmlResponse(page('en', CONFIRMED_EN.invalid, `<h1>${escapeHtml(CONFIRMED_EN.invalid)}</h1>`), 404)
        const { subscription, newVoucher } = result
        const texts = CONFIRMED[subscription.country] ?? CONFIRMED_EN
        if (newVoucher) await sendVoucherMail(db, subscription, newVoucher)
        const shop = `${config.shopUrl}/${EDITION_OF_COUNTRY[subscription.country] ?? 'global'}/`
        const voucher = subscription.voucherCode ? `<p>${escapeHtml(texts.voucher)}: <strong>${escapeHtml(subscription.voucherCode)}</strong></p>` : ''
        return htmlResponse(page(subscription.country === 'PL' ? 'pl' : 'en', texts.title, `<h1>${escapeHtml(texts.title)}</h1>${voucher}<p><a href="${escapeHtml(shop)}">${escapeHtml(texts.back)}</a></p>`))
      },
    },
  ]
}
