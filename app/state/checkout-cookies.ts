/**
 * The cart's cookies: the checkout id (so the cart survives reloads and new tabs, SPEC §4), where that checkout
 * lives (language and delivery country, to notice a change), and the total quantity (SPEC §7 "quantity cookie").
 * Not httpOnly: the browser's checkout actor reads and writes them.
 */
import type { StorefrontApiVersion } from '../../app.config.ts'
import type { CheckoutPlace } from '../../domain/checkout-gateway.ts'

/**
 * A Checkout API id means nothing to the Cart API and the other way round: each version keeps its id under a
 * name of its own, so switching versions starts a new cart instead of sending an id the platform cannot read.
 */
export const checkoutIdCookieOf = (apiVersion: StorefrontApiVersion) => (apiVersion === '2022-07' ? 'checkout_id' : 'cart_id')
export const CHECKOUT_PLACE_COOKIE = 'checkout_place'
export const CART_QUANTITY_COOKIE = 'cart_quantity'

/** About a year: a cart is kept until its checkout is completed. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60

export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return decodeURIComponent(value.join('='))
  }
  return null
}

/** A cookie for the whole shop whose value is written as it is: only for values made of cookie-safe characters. */
export function plainCookieOf(name: string, value: string, maxAgeSeconds = MAX_AGE_SECONDS): string {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : ''
  return `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`
}

export const cookieOf = (name: string, value: string, maxAgeSeconds = MAX_AGE_SECONDS): string => plainCookieOf(name, encodeURIComponent(value), maxAgeSeconds)

export const placeOf = (value: string | null): CheckoutPlace | null => {
  const [language, country] = (value ?? '').split('|')
  return language && country ? { language, country } : null
}

export const placeValue = (place: CheckoutPlace) => `${place.language}|${place.country}`
