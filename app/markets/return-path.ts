import type { LanguageEntry } from '../../app.config.ts'

type Edition = Pick<LanguageEntry, 'value' | 'url' | 'searchRoute' | 'accountRoutes'>

/** Only the path of a candidate is read: an origin of its own never survives the check below. */
const PARSE_BASE = 'https://shop.invalid'
// Control characters are exactly what this refuses.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\\\u0000-\u001f\u007f]/

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '')

/**
 * The page a login or registration sends the shopper back to: one of the edition's own pages (under
 * `/{edition}/`, or its search route), given as a path. Anything else (another site, `//host`, another
 * edition, the login page itself) is refused, so the login page can never be made to send a shopper away.
 */
export function returnPathOf(candidate: unknown, edition: Edition): string | null {
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || candidate.startsWith('//') || UNSAFE.test(candidate)) return null
  let url: URL
  try {
    url = new URL(candidate, PARSE_BASE)
  } catch {
    return null
  }
  if (url.origin !== PARSE_BASE) return null
  const path = url.pathname
  const search = withoutTrailingSlash(edition.searchRoute)
  const own = path.startsWith(`/${edition.value}/`) || withoutTrailingSlash(path) === search || path.startsWith(`${search}/`)
  if (!own || isLoginPath(path, edition)) return null
  return `${path}${url.search}${url.hash}`
}

/** Where the shopper goes after logging in: back where they came from, else the edition's home page. */
export const destinationAfterLogin = (candidate: unknown, edition: Edition): string => returnPathOf(candidate, edition) ?? edition.url

const isLoginPath = (path: string, edition: Edition) => withoutTrailingSlash(path) === withoutTrailingSlash(edition.accountRoutes.login)

/** Slashes are allowed in a query value, and keep the address readable: `?return=/de/cart`. */
const queryValue = (value: string) => encodeURIComponent(value).replace(/%2F/gi, '/')

/**
 * The link to the login page from the page on screen (`here`, path and query): it carries that page to return to.
 * A login on the account site (SSO) carries it as `return_to`, the shop's absolute address (`origin`), which the
 * account site follows only on the shop's origin; on the login page itself the link keeps its return.
 */
export function loginHrefOf(login: string, here: string | null, edition: Edition, origin?: string): string {
  if (here === null) return login
  if (!login.startsWith('/')) return ssoLoginHrefOf(login, here, edition, origin)
  if (isLoginPath(here.split(/[?#]/)[0] ?? '', edition)) return here
  const back = returnPathOf(here, edition)
  return back ? `${login}?return=${queryValue(back)}` : login
}

function ssoLoginHrefOf(login: string, here: string, edition: Edition, origin: string | undefined): string {
  const back = returnPathOf(here, edition)
  if (!back || !origin || !URL.canParse(login)) return login
  const url = new URL(login)
  url.searchParams.set('return_to', new URL(back, origin).toString())
  return url.toString()
}
