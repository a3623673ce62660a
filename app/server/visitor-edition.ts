import { createServerFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'
import { appConfig } from '../../app.config.ts'
import { hasStoreOfItsOwn, marketOfCountry } from '../markets/index.ts'

/** The country whose edition speaks a language a browser names without a region (`pl`); English is the global edition's. */
const COUNTRY_OF_LANGUAGE: Readonly<Record<string, string>> = { de: 'DE', fr: 'FR', it: 'IT', nl: 'NL', pl: 'PL', es: 'ES', id: 'ID', en: 'EN' }

/** The Accept-Language entries, the most preferred first (`q`, then the order given); an entry of `q=0` is refused. */
function languagesByPreference(acceptLanguage: string): string[] {
  return acceptLanguage
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';')
      const q = Number(/^\s*q=([\d.]+)\s*$/.exec(params.find((param) => /^\s*q=/.test(param)) ?? '')?.[1] ?? 1)
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index }
    })
    .filter(({ tag, q }) => tag !== '' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag)
}

/**
 * The visitor's country: the one a CDN or proxy puts in `X-Country`, else the first of the visitor's languages, in
 * order of preference, that leads to a store of its own: by its region (`de-AT` → AT), or for a language without a
 * region by the edition that speaks it (`pl` → PL). A Polish browser's `pl,en-US;q=0.7` is Poland, not the France of
 * an unknown `US`. None gives the default store (SPEC §1: France).
 */
export function visitorCountryOf(countryHeader: string | undefined, acceptLanguage: string | undefined): string | null {
  if (countryHeader && /^[A-Za-z]{2}$/.test(countryHeader.trim())) return countryHeader.trim().toUpperCase()
  for (const tag of languagesByPreference(acceptLanguage ?? '')) {
    const [, language = '', region] = /^([a-z]{2,3})(?:-([a-z]{2})\b)?/i.exec(tag) ?? []
    const country = region ? region.toUpperCase() : COUNTRY_OF_LANGUAGE[language.toLowerCase()]
    if (country && hasStoreOfItsOwn(country)) return country
  }
  return null
}

/** The home page of the edition for the visitor's country (SPEC §1: Austria → Germany, unknown → France). */
export const visitorHome = createServerFn({ method: 'GET' }).handler(() => {
  const country = visitorCountryOf(getRequestHeader('x-country'), getRequestHeader('accept-language'))
  return `/${marketOfCountry(country, appConfig().external).edition}/`
})
