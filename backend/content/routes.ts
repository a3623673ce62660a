import type { BackendConfig } from '../config.ts'
import type { Database } from '../db/database.ts'
import { json, type Route } from '../http/router.ts'
import { imageRoute } from '../images/host.ts'
import { loadDocuments } from './documents.ts'
import { editionByKey } from './editions.ts'
import { fileRoute } from './files.ts'
import { editionOfInstance, instanceEditions, unknownInstance } from './instance.ts'
import { queryOf } from './listing.ts'
import { loadMenu } from './menu.ts'
import { resolvePage } from './page.ts'
import { recommend } from './recommendation.ts'
import { DocumentsRequest, PageRequest, readBody, RecommendationRequest, SearchRequest, SnippetsRequest } from './requests.ts'
import { isAuthorized, readScrapeCredentials } from './scrape.ts'
import { searchCatalogue } from './search.ts'
import { jsonText, storedPages } from './stored-pages.ts'
import { loadSitemap } from './sitemap.ts'
import { loadSnippets } from './snippets.ts'
import { normalizePath } from './editions.ts'
import { editionOfPath } from './editions.ts'

const STORE = 'x-store-instance'
const INSTANCE = 'x-instance-id'

/** The content platform's endpoints (contract in backend/README.md, "Content platform"). */
export function contentRoutes(config: BackendConfig, db: Database): Route[] {
  const scrapeCredentials = readScrapeCredentials()
  const instances = instanceEditions()
  return [
    {
      method: 'POST',
      pattern: '/page',
      faultTarget: 'page',
      handler: async (request) => {
        const edition = editionOfInstance(request, STORE, instances)
        if (!edition) return unknownInstance('X-Store-Instance')
        const body = await readBody(request, PageRequest)
        if ('error' in body) return body.error
        const reply = await resolvePage(db, edition, body.value, config.publicUrl)
        return json(reply.body, { status: reply.httpStatus })
      },
    },
    {
      method: 'POST',
      pattern: '/scrape',
      faultTarget: 'scrape',
      handler: async (request) => {
        if (!isAuthorized(request, scrapeCredentials)) {
          return json({ status: 401, error: 'Basic authorization required' }, { status: 401, headers: { 'www-authenticate': 'Basic realm="scrape"' } })
        }
        // The instance header is optional here: the fallback may come without it, and the URL names the edition.
        const edition = request.headers.has(STORE) ? editionOfInstance(request, STORE, instances) : undefined
        if (request.headers.has(STORE) && !edition) return unknownInstance('X-Store-Instance')
        const body = await readBody(request, PageRequest)
        if ('error' in body) return body.error
        const reply = await resolvePage(db, edition, body.value, config.publicUrl)
        return json(reply.body, { status: reply.httpStatus })
      },
    },
    {
      method: 'POST',
      pattern: '/search',
      faultTarget: 'search',
      handler: async (request) => {
        const edition = editionOfInstance(request, STORE, instances)
        if (!edition) return unknownInstance('X-Store-Instance')
        const body = await readBody(request, SearchRequest)
        if ('error' in body) return body.error
        const scope = await scopeOf(db, body.value.url, body.value.constraints)
        const result = await searchCatalogue(db, edition, queryOf(body.value, scope))
        return json({ status: 200, language: edition.language, edition: edition.key, ...result })
      },
    },
    {
      method: 'POST',
      pattern: '/snippets',
      faultTarget: 'snippets',
      handler: async (request) => {
        const instanceEdition = editionOfInstance(request, STORE, instances)
        if (!instanceEdition) return unknownInstance('X-Store-Instance')
        const body = await readBody(request, SnippetsRequest)
        if ('error' in body) return body.error
        const asked = body.value.constraints?.language
        const edition = (asked && editionByKey(asked.toLowerCase())) || instanceEdition
        return json(await loadSnippets(db, edition, body.value.snippetIds))
      },
    },
    {
      method: 'GET',
      pattern: '/menu',
      faultTarget: 'menu',
      handler: async (request) => {
        const edition = editionOfInstance(request, STORE, instances)
        if (!edition) return unknownInstance('X-Store-Instance')
        return json({ menu: await loadMenu(db, edition) })
      },
    },
    {
      method: 'GET',
      pattern: '/sitemap',
      faultTarget: 'sitemap',
      handler: async (request) => {
        const edition = editionOfInstance(request, STORE, instances)
        if (!edition) return unknownInstance('X-Store-Instance')
        return json({ entries: await loadSitemap(db, edition) })
      },
    },
    ...(['/documents', '/documents/public'] as const).map((pattern): Route => ({
      method: 'POST',
      pattern,
      faultTarget: 'documents',
      handler: async (request) => {
        const edition = editionOfInstance(request, INSTANCE, instances) ?? editionOfInstance(request, STORE, instances)
        if (!edition) return unknownInstance('X-Instance-Id')
        const body = await readBody(request, DocumentsRequest)
        if ('error' in body) return body.error
        return json(await loadDocuments(db, edition, body.value, pattern === '/documents' ? 'full' : 'public', config.publicUrl))
      },
    })),
    {
      method: 'POST',
      pattern: '/recommendation',
      faultTarget: 'recommendation',
      handler: async (request) => {
        const edition = editionOfInstance(request, STORE, instances)
        if (!edition) return unknownInstance('X-Store-Instance')
        const body = await readBody(request, RecommendationRequest)
        if ('error' in body) return body.error
        return json({ products: await recommend(db, edition, body.value) })
      },
    },
    imageRoute(config, db),
    fileRoute(),
  ]
}

/** A listing's scope: explicit constraints, or the category or manufacturer page named by `url`. */
async function scopeOf(db: Database, url: string | undefined, constraints: { category?: string; manufacturer?: string } | undefined) {
  if (constraints?.category) return { category: constraints.category }
  if (constraints?.manufacturer) return { manufacturer: constraints.manufacturer }
  if (!url) return {}
  const path = normalizePath(url)
  if (!editionOfPath(path)) return {}
  const row = (await storedPages(db)).byUrl.get(path)
  const idOf = (key: 'category' | 'manufacturer') => jsonText((row?.data[key] as { id?: unknown } | undefined)?.id)
  if (row?.type === 'category' && idOf('category')) return { category: idOf('category')! }
  if (row?.type === 'manufacturer' && idOf('manufacturer')) return { manufacturer: idOf('manufacturer')! }
  return {}
}
