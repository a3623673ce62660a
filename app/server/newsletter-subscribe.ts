import { boolean, define, type } from 'superstruct'
import { appConfig } from '../../app.config.ts'
import { subscribeToNewsletter } from '../../services/newsletter.ts'
import { readJsonRequest } from './json-request.ts'
import { isEmail } from '../../domain/validation.ts'

const Email = define<string>('email', (value) => typeof value === 'string' && value.length <= 254 && isEmail(value))
const Country = define<string>('two-letter country code', (value) => typeof value === 'string' && /^[A-Za-z]{2}$/.test(value))

/** SPEC §3 "Newsletter subscription": email, create_voucher, country. */
const NewsletterSubscribeBody = type({ email: Email, create_voucher: boolean(), country: Country })

/** `POST /api/newsletter/subscribe` on the shop: checks the form, then calls the newsletter service from the server. */
export async function handleNewsletterSubscribe(request: Request): Promise<Response> {
  const parsed = await readJsonRequest(request, NewsletterSubscribeBody)
  if (!parsed.ok) return parsed.response
  const { email, create_voucher, country } = parsed.value
  const result = await subscribeToNewsletter({ newsletterUrl: appConfig().newsletterUrl }, { email: email.trim(), create_voucher, country })
  // SPEC §8 NEWSLETTER_FAILURE: the browser needs only to know that it failed.
  return result.ok ? Response.json({ subscribed: true }) : Response.json({ error: 'NEWSLETTER_FAILURE' }, { status: 502 })
}
