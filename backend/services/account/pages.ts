import { escapeHtml as h } from '../../commerce/hosted-checkout/html.ts'
import type { Order } from '../../commerce/orders.ts'
import type { AddressFieldsOut } from './address-reply.ts'
import { FORM_TOKEN_FIELD } from './login-form-token.ts'
import { accountLanguage, accountTexts, type AccountTexts } from './texts.ts'

/** The account site's HTML pages: login, identity (personal data) and orders, each in the shop's theme. */
export interface PageContext {
  locale: string
  /** SPEC §2: the shop passes a theme parameter; it becomes a class on the body and travels with every link. */
  theme: string
  /** Where "back to the shop" and the post-login redirect go; always on the shop's origin. */
  returnTo?: string
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;line-height:1.5;color:#1a1a1a}header,main{max-width:44rem;margin:0 auto;padding:1rem}
header{border-bottom:1px solid #ddd}nav ul{list-style:none;display:flex;gap:1rem;padding:0;flex-wrap:wrap;align-items:center}
label{display:block;font-weight:600;margin-top:.75rem}input{width:100%;padding:.5rem;font:inherit;box-sizing:border-box;border:1px solid #767676;border-radius:4px}
button{padding:.6rem 1.25rem;font:inherit;font-weight:700;background:#004f9f;color:#fff;border:0;border-radius:4px;cursor:pointer}form.login button{margin-top:1.25rem}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}[role=alert]{border:2px solid #b00020;padding:.75rem;border-radius:4px}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:.35rem;border-bottom:1px solid #ddd}
body.theme-dark{background:#111;color:#eee}body.theme-dark a{color:#8cc4ff}`

export function accountUrl(path: string, context: PageContext): string {
  const query = new URLSearchParams({ theme: context.theme })
  if (context.returnTo) query.set('return_to', context.returnTo)
  return `${path}?${query.toString()}`
}

function layout(context: PageContext, title: string, main: string, signedIn: { email: string } | undefined): string {
  const texts = accountTexts(context.locale)
  const base = `/account/${encodeURIComponent(context.locale)}`
  const nav = signedIn
    ? `<nav aria-label="${h(texts.navigation)}"><ul>
<li><a href="${h(accountUrl(`${base}/identity`, context))}">${h(texts.identityTitle)}</a></li>
<li><a href="${h(accountUrl(`${base}/orders`, context))}">${h(texts.ordersTitle)}</a></li>
<li><form method="post" action="${h(accountUrl(`${base}/logout`, context))}"><button type="submit">${h(texts.logOut)}</button></form></li>
</ul><p>${h(texts.signedInAs)} ${h(signedIn.email)}</p></nav>`
    : ''
  const back = context.returnTo ? `<p><a href="${h(context.returnTo)}">${h(texts.backToShop)}</a></p>` : ''
  return `<!doctype html><html lang="${h(accountLanguage(context.locale))}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${h(title)} · ${h(texts.siteName)}</title><style>${STYLE}</style></head>
<body class="theme-${h(context.theme)}"><header><p>${h(texts.siteName)}</p>${nav}</header><main>${main}${back}</main></body></html>`
}

export type LoginError = keyof Pick<AccountTexts, 'incorrectCredentials' | 'checkInput' | 'tooManyAttempts' | 'formExpired'>

/** The login form; `formToken` goes into the hidden field that must match the browser's form-token cookie. */
export function loginPage(context: PageContext, formToken: string, form: { email?: string; error?: LoginError } = {}): string {
  const texts = accountTexts(context.locale)
  const error = form.error ? `<div role="alert" id="login-error">${h(texts[form.error])}</div>` : ''
  const invalid = form.error ? ' aria-invalid="true" aria-describedby="login-error"' : ''
  return layout(context, texts.loginTitle, `<h1>${h(texts.loginTitle)}</h1>${error}
<form class="login" method="post" action="${h(accountUrl(`/account/${encodeURIComponent(context.locale)}/`, context))}" novalidate>
<input type="hidden" name="${FORM_TOKEN_FIELD}" value="${h(formToken)}">
<label for="email">${h(texts.email)}</label><input id="email" name="email" type="email" autocomplete="username" required value="${h(form.email ?? '')}"${invalid}>
<label for="password">${h(texts.password)}</label><input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
<button type="submit">${h(texts.logIn)}</button></form>`, undefined)
}

export function identityPage(context: PageContext, customer: { email: string; firstName: string; lastName: string }, address: AddressFieldsOut | undefined): string {
  const texts = accountTexts(context.locale)
  const addressHtml = address
    ? `<address>${[[address.firstName, address.lastName].filter(Boolean).join(' '), address.company, address.address1, address.address2, [address.zip, address.city].filter(Boolean).join(' '), address.country]
        .filter(Boolean).map((line) => h(line)).join('<br>')}</address>`
    : `<p>${h(texts.noAddress)}</p>`
  return layout(context, texts.identityTitle, `<h1>${h(texts.identityTitle)}</h1>
<dl><dt>${h(texts.name)}</dt><dd>${h(`${customer.firstName} ${customer.lastName}`.trim())}</dd><dt>${h(texts.email)}</dt><dd>${h(customer.email)}</dd></dl>
<h2>${h(texts.defaultAddress)}</h2>${addressHtml}`, customer)
}

export function ordersPage(context: PageContext, customer: { email: string }, orders: Array<Order & { fulfilled: boolean }>): string {
  const texts = accountTexts(context.locale)
  const money = (order: Order) => new Intl.NumberFormat(context.locale, { style: 'currency', currency: order.currency }).format(order.totalCents / 100)
  const date = (iso: string) => new Intl.DateTimeFormat(context.locale, { dateStyle: 'medium' }).format(new Date(iso))
  const table = orders.length
    ? `<table><caption>${h(texts.ordersTitle)}</caption><thead><tr><th scope="col">${h(texts.orderNumber)}</th><th scope="col">${h(texts.orderDate)}</th><th scope="col">${h(texts.deliveryStatus)}</th><th scope="col">${h(texts.total)}</th></tr></thead><tbody>${orders
        .map((order) => `<tr><td>${h(order.name)}</td><td><time datetime="${h(order.processedAt)}">${h(date(order.processedAt))}</time></td><td>${h(order.fulfilled ? texts.fulfilled : texts.unfulfilled)}</td><td>${h(money(order))}</td></tr>`)
        .join('')}</tbody></table>`
    : `<p>${h(texts.noOrders)}</p>`
  return layout(context, texts.ordersTitle, `<h1>${h(texts.ordersTitle)}</h1>${table}`, customer)
}
