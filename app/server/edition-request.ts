import { createServerFn } from '@tanstack/react-start'
import { readAppConfig } from '../../app.config.ts'
import { equivalentPath, headDataOf, languageList, resolveRequest, type HeadData, type ResolvedRequest } from '../markets/index.ts'

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
}

/**
 * Resolves a request path to its market and route kind, with head links and the language choices; on the
 * server because origin, external sites and verification tokens are configuration.
 */
export const resolveEditionRequest = createServerFn({ method: 'GET' })
  .validator((input: { path: string; search: string }) => ({ path: String(input.path), search: String(input.search ?? '') }))
  .handler(({ data }): EditionRequest => {
    const config = readAppConfig()
    const resolved = resolveRequest({ path: data.path, search: data.search }, config.external)
    const languages = languageList(config.external)
    const head = headDataOf({
      origin: config.shopOrigin,
      selfPath: data.path,
      market: resolved.market,
      route: resolved.route,
      languages,
      siteVerificationToken: config.keys[resolved.market.store.code].siteVerification,
    })
    const choices = languages
      .filter((language) => language.is_active)
      .map((language): LanguageChoice => {
        const external = language.kind === 'external' || !language.url.startsWith('/')
        const current = language.value === resolved.market.edition
        const href = external ? language.url : current ? data.path : (equivalentPath(resolved.route, language) ?? language.url)
        return {
          value: language.value,
          labelKey: language.labelKey,
          hreflang: language.hreflang,
          href,
          external,
          current,
        }
      })
    return { resolved, head, languages: choices }
  })
