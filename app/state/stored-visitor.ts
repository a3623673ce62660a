import type { StorefrontApiVersion } from '../../app.config.ts'
import type { StoredVisitor } from '../../machines/root.machine.ts'
import { TOKEN_EXPIRY_COOKIE } from '../server/access-token-cookie.ts'
import { CHECKOUT_PLACE_COOKIE, checkoutIdCookieOf, placeOf, readCookie } from './checkout-cookies.ts'
import { readFavourites } from './favourites-storage.ts'

/**
 * What this browser keeps of its visitor: favourites from storage, the stored checkout and where it lives, and
 * the login token's expiry from cookies. Read in the browser after hydration and never by the server, so the
 * HTML of a public page is the same for every visitor and a shared cache may keep it.
 */
export function readStoredVisitor(apiVersion: StorefrontApiVersion): StoredVisitor {
  const cookies = document.cookie
  const checkoutId = readCookie(cookies, checkoutIdCookieOf(apiVersion))
  return {
    favourites: readFavourites(),
    checkoutId,
    checkoutPlace: checkoutId ? placeOf(readCookie(cookies, CHECKOUT_PLACE_COOKIE)) : null,
    tokenExpiresAt: readCookie(cookies, TOKEN_EXPIRY_COOKIE),
  }
}
