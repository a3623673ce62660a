import { plainCookieOf, readCookie } from './checkout-cookies.ts'

/** The visitor's timezone, stored as a cookie in +HHMM form (SPEC §9), e.g. +0100 for Berlin in winter. */
const TIMEZONE_COOKIE = 'timezone'

/** A `Date.getTimezoneOffset()` (minutes behind UTC) as +HHMM ahead of it: -60 is +0100, 300 is -0500. */
export function timezoneOf(offsetMinutes: number): string {
  const ahead = -offsetMinutes
  const minutes = Math.abs(ahead)
  const two = (value: number) => String(value).padStart(2, '0')
  return `${ahead < 0 ? '-' : '+'}${two(Math.floor(minutes / 60))}${two(minutes % 60)}`
}

/** Writes the timezone cookie (as it is: + and digits are cookie-safe, and readers expect +HHMM) when it is missing or the visitor's clock has moved to another offset. */
export function rememberTimezone(): void {
  const timezone = timezoneOf(new Date().getTimezoneOffset())
  if (readCookie(document.cookie, TIMEZONE_COOKIE) !== timezone) document.cookie = plainCookieOf(TIMEZONE_COOKIE, timezone)
}
