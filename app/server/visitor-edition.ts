import { createServerFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'
import { appConfig } from '../../app.config.ts'
import { marketOfCountry } from '../markets/index.ts'

/**
 * The visitor's country: the one a CDN or proxy puts in `X-Country`, else the region of the first
 * Accept-Language entry that has one (`de-AT` → AT). None gives the default store (SPEC §9: France).
 */
export function visitorCountryOf(countryHeader: string | undefined, acceptLanguage: string | undefined): string | null {
  if (countryHeader && /^[A-Za-z]{2}$/.test(countryHeader.trim())) return countryHeader.trim().toUpperCase()
  for (const entry of (acceptLanguage ?? '').split(',')) {
    const region = /^[a-z]{2,3}-([a-z]{2})\b/i.exec(entry.trim())?.[1]
    if (region) return region.toUpperCase()
  }
  return null
}

/** The home page of the edition for the visitor's country (SPEC §1: Austria → Germany, unknown → France). */
export const visitorHome = createServerFn({ method: 'GET' }).handler(() => {
  const country = visitorCountryOf(getRequestHeader('x-country'), getRequestHeader('accept-language'))
  return `/${marketOfCountry(country, appConfig().external).edition}/`
})
