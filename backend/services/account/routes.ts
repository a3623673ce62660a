import { size, string, type } from 'superstruct'
import type { BackendConfig } from '../../config.ts'
import { buyerAddress, type LoginThrottle } from '../../commerce/login-throttle.ts'
import type { Database } from '../../db/database.ts'
import { json, type Route } from '../../http/router.ts'
import { htmlResponse } from '../../commerce/hosted-checkout/html.ts'
import { customerById, type Customer } from '../../commerce/customers.ts'
import { fulfillmentsOf, ordersOfCustomer } from '../../commerce/orders.ts'
import { checkShape, Email } from '../http/body.ts'
import { preflight, withShopCors } from '../http/cors.ts'
import { addressFields } from './address-reply.ts'
import { verifyCustomerLogin } from './customer-login.ts'
import { defaultAddressFor } from './default-address.ts'
import { FORM_TOKEN_FIELD, formTokenCookie, formTokenFor, formTokenMatches } from './login-form-token.ts'
import { accountUrl, identityPage, loginPage, ordersPage, type LoginError, type PageContext } from './pages.ts'
import { clearedSessionCookie, sessionCookie, sessionOf } from './session-cookie.ts'
import { ssoSigningSecret } from './signing-key.ts'

const LOCALE = /^[a-z]{2}(-[A-Za-z]{2})?$/
const THEME = /^[A-Za-z0-9_-]{1,32}$/
const DEFAULT_THEME = 'storefront'
const COUNTRY = /^[A-Za-z]{2}$/

const LoginForm = type({ email: Email, password: size(string(), 1, 200) })

/** HTTP status of each refusal of the login form. */
const LOGIN_REFUSAL_STATUS: Record<LoginError, number> = { checkInput: 400, incorrectCredentials: 401, formExpired: 403, tooManyAttempts: 429 }

/**
 * The account site of SSO mode (SPEC §2, §4, §7): `/account/{locale}/` login, `/identity`, `/orders`, logout, and
 * `GET /account/api/address/default` for the shop. Logging in sets the signed access cookie the shop decodes.
 */
export function accountRoutes(config: BackendConfig, db: Database, loginThrottle: LoginThrottle): Route[] {
  const secure = config.publicUrl.startsWith('https:')
  const shopOrigin = new URL(config.shopUrl).origin
  const secret = () => ssoSigningSecret()

  /** Locale from the path, theme and return address from the query; `undefined` for a malformed locale. */
  const contextOf = (request: Request, locale: string | undefined): PageContext | undefined => {
    if (!locale || !LOCALE.test(locale)) return undefined
    const query = new URL(request.url).searchParams
    const theme = query.get('theme') ?? ''
    const returnTo = query.get('return_to') ?? ''
    return { locale, theme: THEME.test(theme) ? theme : DEFAULT_THEME, returnTo: sameOrigin(returnTo, shopOrigin) ? returnTo : undefined }
  }
  const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  const redirect = (location: string, cookie?: string) => new Response(null, { status: 303, headers: { location, ...(cookie ? { 'set-cookie': cookie } : {}) } })
  const pathOf = (context: PageContext, page: '' | 'identity' | 'orders') => `/account/${encodeURIComponent(context.locale)}/${page}`
  const toLogin = (context: PageContext, cookie?: string) => redirect(accountUrl(pathOf(context, ''), context), cookie)

  /** The login form, with the browser's form token in its hidden field and its cookie. */
  const showLogin = (request: Request, context: PageContext, form: { email?: string; error?: LoginError } = {}) => {
    const token = formTokenFor(request)
    const response = htmlResponse(loginPage(context, token, form), form.error ? LOGIN_REFUSAL_STATUS[form.error] : 200)
    response.headers.append('set-cookie', formTokenCookie(token, secure))
    return response
  }

  /** The signed-in customer, or a redirect to the login page (clearing a cookie whose customer is gone). */
  const signedIn = async (request: Request, context: PageContext): Promise<{ redirect: Response } | { customer: Customer }> => {
    const claims = sessionOf(request, secret())
    const customer = claims && (await customerById(db, Number(claims.sub)))
    if (!customer) return { redirect: toLogin(context, claims ? clearedSessionCookie(secure) : undefined) }
    return { customer }
  }

  const logout = async (request: Request, params: Record<string, string>) => {
    const context = contextOf(request, params.locale)
    if (!context) return notFound()
    return context.returnTo ? redirect(context.returnTo, clearedSessionCookie(secure)) : toLogin(context, clearedSessionCookie(secure))
  }

  return [
    {
      method: 'GET',
      pattern: '/account/api/address/default',
      faultTarget: 'account',
      handler: withShopCors(shopOrigin, async (request) => {
        const country = new URL(request.url).searchParams.get('country') ?? ''
        if (country && !COUNTRY.test(country)) return json({ success: false, error: 'Invalid country: expected a two-letter country code' }, { status: 400 })
        const claims = sessionOf(request, secret())
        if (!claims) return json({ success: false, error: 'Not signed in' }, { status: 401 })
        const address = await defaultAddressFor(db, Number(claims.sub), country || undefined)
        return json(address ? { success: true, data: addressFields(address) } : { success: false })
      }),
    },
    { method: 'OPTIONS', pattern: '/account/api/address/default', handler: preflight(shopOrigin, 'GET') },
    {
      method: 'GET',
      pattern: '/account/:locale',
      faultTarget: 'account',
      handler: async (request, params) => {
        const context = contextOf(request, params.locale)
        if (!context) return notFound()
        if (sessionOf(request, secret())) return redirect(context.returnTo ?? accountUrl(pathOf(context, 'identity'), context))
        return showLogin(request, context)
      },
    },
    {
      method: 'POST',
      pattern: '/account/:locale',
      faultTarget: 'account',
      handler: async (request, params, client) => {
        const context = contextOf(request, params.locale)
        if (!context) return notFound()
        const form = Object.fromEntries(new URLSearchParams(await request.text()))
        // A post from another site carries no form token: it could log a browser into an account of the attacker's.
        if (!formTokenMatches(request, form[FORM_TOKEN_FIELD])) return showLogin(request, context, { email: form.email, error: 'formExpired' })
        const checked = checkShape(form, LoginForm)
        if ('error' in checked) return showLogin(request, context, { email: form.email, error: 'checkInput' })
        const { email, password } = checked.value
        const attempt = await loginThrottle.attempt(email, buyerAddress(request, client.address), () => verifyCustomerLogin(db, email, password), Boolean)
        if (attempt.refused) return showLogin(request, context, { email, error: 'tooManyAttempts' })
        const customer = attempt.result
        if (!customer) return showLogin(request, context, { email, error: 'incorrectCredentials' })
        return redirect(context.returnTo ?? accountUrl(pathOf(context, 'identity'), context), sessionCookie(customer, secret(), secure))
      },
    },
    {
      method: 'GET',
      pattern: '/account/:locale/identity',
      faultTarget: 'account',
      handler: async (request, params) => {
        const context = contextOf(request, params.locale)
        if (!context) return notFound()
        const session = await signedIn(request, context)
        if ('redirect' in session) return session.redirect
        const { customer } = session
        const address = await defaultAddressFor(db, customer.id, undefined)
        return htmlResponse(identityPage(context, { email: customer.email, firstName: customer.firstName ?? '', lastName: customer.lastName ?? '' }, address && addressFields(address)))
      },
    },
    {
      method: 'GET',
      pattern: '/account/:locale/orders',
      faultTarget: 'account',
      handler: async (request, params) => {
        const context = contextOf(request, params.locale)
        if (!context) return notFound()
        const session = await signedIn(request, context)
        if ('redirect' in session) return session.redirect
        const orders = (await ordersOfCustomer(db, session.customer.id)).reverse()
        const withStatus = await Promise.all(orders.map(async (order) => ({ ...order, fulfilled: (await fulfillmentsOf(db, order.id)).length > 0 })))
        return htmlResponse(ordersPage(context, session.customer, withStatus))
      },
    },
    { method: 'POST', pattern: '/account/:locale/logout', faultTarget: 'account', handler: logout },
    { method: 'GET', pattern: '/account/:locale/logout', faultTarget: 'account', handler: logout },
  ]
}

function sameOrigin(url: string, origin: string): boolean {
  try {
    return url !== '' && new URL(url).origin === origin
  } catch {
    return false
  }
}
