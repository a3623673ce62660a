import type { Checkout } from '../checkouts.ts'
import type { Order } from '../orders.ts'
import { escapeHtml, page } from './html.ts'
import { checkoutTexts, priceLocale, type CheckoutTexts } from './texts.ts'

/** The hosted checkout's views: the order form (pre-filled, with errors) and the confirmation. */
export const FORM_FIELDS = ['email', 'first_name', 'last_name', 'company', 'address1', 'address2', 'city', 'zip', 'province', 'country', 'phone'] as const
export type FormField = (typeof FORM_FIELDS)[number]
export type FormValues = Partial<Record<FormField, string>>
export type FormErrors = Partial<Record<FormField, string>>

export const REQUIRED_FIELDS: readonly FormField[] = ['email', 'first_name', 'last_name', 'address1', 'city', 'zip', 'country']

export interface SummaryLine {
  productId: number | null
  title: string
  variantTitle: string
  quantity: number
  unitCents: number
  /** A bundle's saving off the line's total. */
  discountCents: number
}

const LABEL: Record<FormField, keyof CheckoutTexts> = {
  email: 'email', first_name: 'firstName', last_name: 'lastName', company: 'company', address1: 'address1', address2: 'address2',
  city: 'city', zip: 'zip', province: 'province', country: 'country', phone: 'phone',
}

const AUTOCOMPLETE: Record<FormField, string> = {
  email: 'email', first_name: 'given-name', last_name: 'family-name', company: 'organization', address1: 'address-line1', address2: 'address-line2',
  city: 'address-level2', zip: 'postal-code', province: 'address-level1', country: 'country', phone: 'tel',
}

function input(name: FormField, values: FormValues, errors: FormErrors, texts: CheckoutTexts): string {
  const id = `field-${name}`
  const required = REQUIRED_FIELDS.includes(name)
  const error = errors[name]
  const type = name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'
  return `<label for="${id}">${escapeHtml(texts[LABEL[name]])}${required ? ' <span aria-hidden="true">*</span>' : ` (${escapeHtml(texts.optional)})`}</label>
<input id="${id}" name="${name}" type="${type}" autocomplete="${AUTOCOMPLETE[name]}" value="${escapeHtml(values[name])}"${required ? ' required aria-required="true"' : ''}${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}>
${error ? `<p class="field-error" id="${id}-error">${escapeHtml(error)}</p>` : ''}`
}

export function renderCheckoutForm(options: {
  checkout: Checkout
  lines: SummaryLine[]
  values: FormValues
  errors: FormErrors
  problem?: string
  action: string
  language: string
  /** What the market's shipping rule charges for these lines (0 when free). */
  shippingCents: number
}): string {
  const { checkout, lines, values, errors, problem, action, language, shippingCents } = options
  const texts = checkoutTexts(language)
  const format = new Intl.NumberFormat(priceLocale(language, checkout.currency), { style: 'currency', currency: checkout.currency })
  const subtotal = lines.reduce((sum, line) => sum + line.unitCents * line.quantity - line.discountCents, 0)
  const errorEntries = Object.entries(errors) as Array<[FormField, string]>
  const alert = errorEntries.length || problem
    ? `<div role="alert" id="errors" tabindex="-1"><p>${escapeHtml(problem ?? texts.fixErrors)}</p>${errorEntries.length
      ? `<ul>${errorEntries.map(([name, message]) => `<li><a href="#field-${name}">${escapeHtml(texts[LABEL[name]])}: ${escapeHtml(message)}</a></li>`).join('')}</ul>` : ''}</div>`
    : ''
  const rows = lines.map((line) => `<tr><td>${escapeHtml(line.title)}${line.variantTitle && line.variantTitle !== 'Default Title' ? ` – ${escapeHtml(line.variantTitle)}` : ''}</td>
<td class="num">${line.quantity}</td><td class="num">${escapeHtml(format.format((line.unitCents * line.quantity - line.discountCents) / 100))}${line.discountCents > 0
    ? `<br><small>${escapeHtml(texts.bundleSaving)} −${escapeHtml(format.format(line.discountCents / 100))}</small>` : ''}</td></tr>`).join('')
  const main = `<h1>${escapeHtml(texts.title)}</h1>
<p class="notice">${escapeHtml(texts.simulatedPayment)}</p>
${alert}
<section aria-labelledby="summary-heading"><h2 id="summary-heading">${escapeHtml(texts.summary)}</h2>
${lines.length ? `<table><thead><tr><th scope="col">${escapeHtml(texts.article)}</th><th scope="col" class="num">${escapeHtml(texts.quantity)}</th><th scope="col" class="num">${escapeHtml(texts.price)}</th></tr></thead>
<tbody>${rows}</tbody><tfoot><tr><th scope="row" colspan="2">${escapeHtml(texts.subtotal)}</th><td class="num">${escapeHtml(format.format(subtotal / 100))}</td></tr>
<tr><th scope="row" colspan="2">${escapeHtml(texts.shipping)}</th><td class="num">${escapeHtml(shippingCents === 0 ? texts.free : format.format(shippingCents / 100))}</td></tr>
<tr><th scope="row" colspan="2">${escapeHtml(texts.total)}</th><td class="num"><strong>${escapeHtml(format.format((subtotal + shippingCents) / 100))}</strong></td></tr></tfoot></table>`
    : `<p>${escapeHtml(texts.empty)}</p>`}
</section>
${lines.length ? `<form method="post" action="${escapeHtml(action)}" novalidate>
<fieldset><legend><h2>${escapeHtml(texts.contact)}</h2></legend>${input('email', values, errors, texts)}${input('phone', values, errors, texts)}</fieldset>
<fieldset><legend><h2>${escapeHtml(texts.shippingAddress)}</h2></legend>
${(['first_name', 'last_name', 'company', 'address1', 'address2', 'zip', 'city', 'province', 'country'] as const).map((name) => input(name, values, errors, texts)).join('\n')}
</fieldset>
<button type="submit">${escapeHtml(texts.placeOrder)}</button></form>` : ''}`
  return page(language, texts.title, main)
}

export function renderConfirmation(order: Order, language: string, shopLink: string): string {
  const texts = checkoutTexts(language)
  const format = new Intl.NumberFormat(priceLocale(language, order.currency), { style: 'currency', currency: order.currency })
  return page(language, texts.thanks, `<h1>${escapeHtml(texts.thanks)}</h1>
<p class="notice">${escapeHtml(texts.simulatedPayment)}</p>
<dl><dt>${escapeHtml(texts.orderNumber)}</dt><dd data-order-number="${order.orderNumber}">${escapeHtml(order.name)}</dd>
<dt>${escapeHtml(texts.total)}</dt><dd>${escapeHtml(format.format(order.totalCents / 100))}</dd></dl>
<p>${escapeHtml(texts.confirmationSent)} ${escapeHtml(order.email)}.</p>
<p><a href="${escapeHtml(shopLink)}">${escapeHtml(texts.backToShop)}</a></p>`)
}

/** The page a shopper sees when the checkout itself fails: what happened, that the cart is kept, the way back. */
export function renderUnavailable(language: string, shopLink: string): string {
  const texts = checkoutTexts(language)
  return page(language, texts.title, `<h1>${escapeHtml(texts.title)}</h1><div role="alert"><p>${escapeHtml(texts.unavailable)}</p></div>
<p><a href="${escapeHtml(shopLink)}">${escapeHtml(texts.backToShop)}</a></p>`)
}

export function renderMessage(language: string, message: string, shopLink: string): string {
  const texts = checkoutTexts(language)
  return page(language, texts.title, `<h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(shopLink)}">${escapeHtml(texts.backToShop)}</a></p>`)
}
