import type { BackendConfig } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import type { Route } from '../../http/router.ts'
import { LANGUAGES } from '../../stores.ts'
import { productsByIds } from '../catalogue.ts'
import { checkoutByToken, pricedLines, type Checkout } from '../checkouts.ts'
import { editionOf } from '../context.ts'
import { orderOfCheckout, placeOrder } from '../orders.ts'
import { shippingCentsOf, shippingRuleOf } from '../shipping.ts'
import { htmlResponse } from './html.ts'
import { FORM_FIELDS, REQUIRED_FIELDS, renderCheckoutForm, renderConfirmation, renderMessage, renderUnavailable, type FormErrors, type FormValues, type SummaryLine } from './page.ts'
import { checkoutTexts } from './texts.ts'

/**
 * The hosted checkout page behind `Checkout.webUrl`. It reads the platform's pre-fill parameters
 * (`checkout[email]`, `checkout[shipping_address][first_name]`, ...; the bare names `email`, `first_name`, ...
 * work too) and `locale`, and places the order when its form is posted.
 */
function prefillParameter(field: (typeof FORM_FIELDS)[number]): string {
  return field === 'email' ? 'checkout[email]' : `checkout[shipping_address][${field}]`
}

function prefill(url: URL): FormValues {
  const values: FormValues = {}
  for (const field of FORM_FIELDS) {
    const value = url.searchParams.get(prefillParameter(field)) ?? url.searchParams.get(field)
    if (value) values[field] = value.slice(0, 255)
  }
  return values
}

function languageOf(url: URL, checkout: Checkout): string {
  const locale = url.searchParams.get('locale')?.slice(0, 2).toLowerCase()
  return locale && (LANGUAGES as readonly string[]).includes(locale) ? locale : checkout.language
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/

async function summary(db: Database, checkout: Checkout, language: string): Promise<SummaryLine[]> {
  const lang = (LANGUAGES as readonly string[]).includes(language) ? (language as Checkout['language']) : checkout.language
  const priced = await pricedLines(db, { ...checkout, language: lang })
  const products = await productsByIds(db, priced.flatMap(({ variant }) => (variant ? [variant.productId] : [])), lang)
  return priced.map(({ line, variant, unitCents, discountCents }) => ({
    productId: variant?.productId ?? null,
    title: (variant && products.get(variant.productId)?.title) ?? '',
    variantTitle: variant?.title ?? '',
    quantity: line.quantity,
    unitCents,
    discountCents,
  }))
}

/** The summary's lines with the shipping the market's rule charges for them, as the order will. */
async function pricedSummary(db: Database, checkout: Checkout, language: string) {
  const lines = await summary(db, checkout, language)
  const subtotal = lines.reduce((sum, line) => sum + line.unitCents * line.quantity - line.discountCents, 0)
  const productIds = lines.flatMap((line) => (line.productId === null ? [] : [line.productId]))
  return { lines, shippingCents: shippingCentsOf(await shippingRuleOf(db, checkout.storeCode), subtotal, productIds) }
}

export function hostedCheckoutRoutes(config: BackendConfig, db: Database): Route[] {
  const shopLink = (checkout: Checkout | undefined) => `${config.shopUrl}/${editionOf(checkout?.storeCode ?? 'en')}/`
  const action = (token: string, language: string) => `/checkout/${token}?locale=${language}`

  const show = async (request: Request, params: Record<string, string>) => {
    const url = new URL(request.url)
    const checkout = await checkoutByToken(db, params.token ?? '')
    if (!checkout) return htmlResponse(renderMessage('en', checkoutTexts('en').notFound, shopLink(undefined)), 404)
    const language = languageOf(url, checkout)
    if (checkout.completedAt) {
      const order = await orderOfCheckout(db, checkout.token)
      if (order) return htmlResponse(renderConfirmation(order, language, shopLink(checkout)))
    }
    const priced = await pricedSummary(db, checkout, language)
    const values: FormValues = { ...prefill(url) }
    if (!values.email && checkout.email) values.email = checkout.email
    if (!values.phone && checkout.phone) values.phone = checkout.phone
    return htmlResponse(renderCheckoutForm({ checkout, ...priced, values, errors: {}, action: action(checkout.token, language), language }))
  }

  const submit = async (request: Request, params: Record<string, string>) => {
    const url = new URL(request.url)
    const checkout = await checkoutByToken(db, params.token ?? '')
    if (!checkout) return htmlResponse(renderMessage('en', checkoutTexts('en').notFound, shopLink(undefined)), 404)
    const language = languageOf(url, checkout)
    const texts = checkoutTexts(language)
    const confirmation = new Response(null, { status: 303, headers: { location: action(checkout.token, language) } })
    if (checkout.completedAt) return confirmation
    const form = await request.formData().catch(() => undefined)
    const values: FormValues = {}
    for (const field of FORM_FIELDS) {
      const value = form?.get(field)
      if (typeof value === 'string' && value.trim()) values[field] = value.trim().slice(0, 255)
    }
    const errors: FormErrors = {}
    for (const field of REQUIRED_FIELDS) if (!values[field]) errors[field] = texts.required
    if (values.email && !EMAIL.test(values.email)) errors.email = texts.invalidEmail
    const rerender = async (problem: string | undefined, status: number) =>
      htmlResponse(renderCheckoutForm({ checkout, ...(await pricedSummary(db, checkout, language)), values, errors, problem, action: action(checkout.token, language), language }), status)
    if (Object.keys(errors).length) return rerender(undefined, 422)

    const result = await placeOrder(db, checkout.token, {
      email: values.email!,
      phone: values.phone,
      shippingAddress: {
        firstName: values.first_name, lastName: values.last_name, company: values.company ?? null, address1: values.address1, address2: values.address2 ?? null,
        city: values.city, zip: values.zip, province: values.province ?? null, country: values.country, phone: values.phone ?? null,
      },
    })
    if (result.order || result.failure === 'ALREADY_COMPLETED') return confirmation
    if (result.failure === 'EMPTY') return rerender(texts.empty, 422)
    return rerender(texts.notAvailable, 409)
  }

  /**
   * When the checkout fails, the shopper gets a page in the language the shop asked for (`locale`), with a way
   * back to the shop's edition of that language, never a JSON error. An address the backend cannot read (400)
   * names no checkout.
   */
  const failurePage = (request: Request, status: number) => {
    const locale = new URL(request.url).searchParams.get('locale')?.slice(0, 2).toLowerCase() ?? ''
    // The catalogue languages are also the codes of their stores (en: the global store).
    const language = (LANGUAGES as readonly string[]).includes(locale) ? locale : 'en'
    const shopLink = `${config.shopUrl}/${editionOf(language)}/`
    if (status === 400) return htmlResponse(renderMessage(language, checkoutTexts(language).notFound, shopLink), 404)
    return htmlResponse(renderUnavailable(language, shopLink), status)
  }

  return [
    { method: 'GET', pattern: '/checkout/:token', faultTarget: 'checkout', handler: show, failurePage },
    { method: 'POST', pattern: '/checkout/:token', faultTarget: 'checkout', handler: submit, failurePage },
  ]
}
