import { createServerFn, createServerOnlyFn } from '@tanstack/react-start'
import { appConfig, type AppConfig } from '../../app.config.ts'
import { AUTOSUGGEST_COUNT } from '../../domain/constants.ts'
import { fail, succeed, type Result } from '../../domain/result.ts'
import { contentClient } from '../../services/content.ts'
import { resolveRequest } from '../markets/index.ts'
import type { SuggestionModel } from '../views/suggestion-model.ts'
import { contentFetch, contentReads } from './content-fetch.ts'

export const logContentFailure = (message: string, detail: unknown) => console.error(JSON.stringify({ event: 'content-failed', message, detail }))

/**
 * The content platform's client for a store, its failures logged (or noted as a page's failed parts). Server-only:
 * the browser's copy of this module, which it loads for the autosuggest's server function, then keeps none of
 * the server's HTTP client.
 */
export const contentOf = createServerOnlyFn((config: AppConfig, storeCode: keyof AppConfig['keys'], log = logContentFailure) =>
  contentClient({
    contentApiUrl: config.contentApiUrl,
    instance: config.keys[storeCode].searchInstanceName,
    scrape: config.scrape,
    fetch: contentFetch,
    reads: contentReads,
    log,
  }),
)

/**
 * Autosuggest (SPEC §9): four results at offset 0 from the content platform's search. A search that fails is logged
 * and answered as a failure, which the search actor shows as nothing: never as "No suggestions", which says the
 * phrase matches nothing, and never as a thrown error, whose details would reach the browser.
 */
export const suggestProducts = createServerFn({ method: 'GET' })
  .validator((input: { path: string; term: string }) => ({ path: String(input.path), term: String(input.term).slice(0, 200) }))
  .handler(async ({ data }): Promise<Result<SuggestionModel[]>> => {
    const config = appConfig()
    const resolved = resolveRequest({ path: data.path }, config.external)
    try {
      const items = await contentOf(config, resolved.market.store.code).suggest({ term: data.term, language: resolved.market.edition })
      return succeed(items.slice(0, AUTOSUGGEST_COUNT).map((item) => ({ id: item.id, title: item.title, href: item.url, group: item.group, image: item.pictureUrl ?? null })))
    } catch (error) {
      logContentFailure('suggestions failed', error instanceof Error ? error.message : String(error))
      return fail('transport', 'The search did not answer')
    }
  })

