import { size, string, type } from 'superstruct'
import type { BackendConfig } from '../../config.ts'
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
import { accountUrl, identityPage, loginPage, ordersPage, type PageContext } from './pages.ts'
import { clearedSessionCookie, sessionCookie, sessionOf } from './session-cookie.ts'
import { ssoSigningSecret } from './signing-key.ts'

const LOCALE = /^[a-z]{2}(-[A-Za-z]{2})?$/
const THEME = /^[A-Za-z0-9_-]{1,32}$/
const DEFAULT_THEME = 'storefront'
const COUNTRY = /^[A-Za-z]{2}$/

const LoginForm = type({ email: Email, password: size(string(), 1, 200) })

/**
 * The account site of SSO mode (SPEC §2, §4, §7): `/account/{locale}/` login, `/identity`, `/orders`, logout, and
 * `GET /account/api/address/default` for the shop. Logging in sets the signed access cookie the shop decodes.
 */
export function accountRoutes(config: BackendConfig, db: Database): Route[] {
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
        return htmlResponse(loginPage(context))
      },
    },
    {
      method: 'POST',
      pattern: '/account/:locale',
      faultTarget: 'account',
      handler: async (request, params) => {
        const context = contextOf(request, params.locale)
        if (!context) return notFound()
        const form = Object.fromEntries(new URLSearchParams(await request.text()))
        const checked = checkShape(form, LoginForm)
        if ('error' in checked) return htmlResponse(loginPage(context, { email: form.email, error: 'checkInput' }), 400)
        const customer = await verifyCustomerLogin(db, checked.value.email, checked.value.password)
        if (!customer) return htmlResponse(loginPage(context, { email: checked.value.email, error: 'incorrectCredentials' }), 401)
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
