import { appConfig, type AppConfig } from '../../app.config.ts'
import { recentValues } from '../state/recent-values.ts'
import { equivalentPath, headDataOf, languageList, otherSpellingOf, resolveRequest, type HeadData, type ResolvedRequest, type SelfLinks } from '../markets/index.ts'

export interface LanguageChoice {
  value: string
  labelKey: string
  hreflang: string
  /** The equivalent page in that language, its home, or the external site it links out to. */
  href: string
  external: boolean
  current: boolean
}

export interface EditionRequest {
  resolved: ResolvedRequest
  head: HeadData
  languages: LanguageChoice[]
  /** The page's own address, when the request spelled it another way (`/PL/`): the request is sent on to it. */
  canonicalRedirect: string | null
}

/**
 * The market, route kind, head links and language choices of a request. With the page's `selfLinks`, the
 * alternates and the language selector point at the equivalent page of each edition (SPEC §2, §3).
 */
export function editionRequestOf(config: AppConfig, request: { path: string; search: string }, selfLinks?: SelfLinks): EditionRequest {
  const requested = resolveRequest({ path: request.path, search: request.search }, config.external)
  // SPEC §1, §6: catalogue mode turns cart and account off for everyone, so their routes do not exist.
  const switchedOff = config.catalogueMode && (requested.route.kind === 'cart' || requested.route.kind === 'account')
  const resolved: ResolvedRequest = switchedOff ? { ...requested, route: { kind: 'not-found' } } : requested
  const languages = languageList(config.external)
  const head = headDataOf({
    origin: config.shopOrigin,
    selfPath: request.path,
    market: resolved.market,
    route: resolved.route,
    languages,
    selfLinks,
    siteVerificationToken: config.keys[resolved.market.store.code].siteVerification,
  })
  // A shopper who changes language on a search keeps the phrase searched for (the head's alternates name the page only).
  const phrase = resolved.route.kind === 'search' && resolved.route.searchPhrase ? `?searchPhrase=${encodeURIComponent(resolved.route.searchPhrase)}` : ''
  const choices = languages
    .filter((language) => language.is_active)
    .map((language): LanguageChoice => {
      const external = language.kind === 'external' || !language.url.startsWith('/')
      const current = language.value === resolved.market.edition
      const href = external ? language.url : current ? `${request.path}${phrase}` : (equivalentPath(resolved.route, language, selfLinks)?.concat(phrase) ?? language.url)
      return {
        value: language.value,
        labelKey: language.labelKey,
        hreflang: language.hreflang,
        href,
        external,
        current,
      }
    })
  return { resolved, head, languages: choices, canonicalRedirect: otherSpellingOf(request.path, resolved) }
}

/** Resolved requests by path and query: the configuration they also depend on does not change while the server runs. */
const resolvedRequests = recentValues<EditionRequest>(2_000)

/** The edition request of a path and query with this server's configuration, resolved once for the recent ones. */
export function serverEditionRequest(request: { path: string; search: string }): EditionRequest {
  const key = `${request.path}?${request.search}`
  return resolvedRequests.get(key) ?? resolvedRequests.set(key, editionRequestOf(appConfig(), request))
}
