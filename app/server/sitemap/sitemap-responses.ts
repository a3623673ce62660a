import { appConfig, type AppConfig, type EditionKey } from '../../../app.config.ts'
import { contentClient } from '../../../services/content.ts'
import { staleWhileRevalidateCache } from '../../../services/stale-while-revalidate.ts'
import { isEditionKey, languageList, storeCodeOfEdition } from '../../markets/index.ts'
import { contentFetch, contentReads } from '../content-fetch.ts'
import { editionSitemapXml, sitemapEditions, sitemapIndexXml } from './sitemap-xml.ts'

type Answer = { status: 200; xml: string } | { status: 404 | 503 }

/** Public caches may keep the maps as the server does: fresh for the content window, then stale while refreshed. */
const cacheControl = ({ contentCache }: AppConfig) =>
  `public, max-age=0, s-maxage=${Math.round(contentCache.freshMs / 1000)}, stale-while-revalidate=${Math.round(contentCache.staleMs / 1000)}`

const xmlResponse = (config: AppConfig, xml: string) =>
  new Response(xml, { status: 200, headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': cacheControl(config) } })

const refusal = (status: 404 | 503) =>
  new Response(status === 404 ? 'Not Found' : 'Service Unavailable', { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...(status === 503 ? { 'retry-after': '30' } : {}) } })

async function loadEditionSitemap(edition: EditionKey): Promise<Answer> {
  const config = appConfig()
  const languages = languageList(config.external)
  if (!sitemapEditions(languages).some((language) => language.value === edition)) return { status: 404 }
  const content = contentClient({
    contentApiUrl: config.contentApiUrl,
    instance: config.keys[storeCodeOfEdition(edition)].searchInstanceName,
    scrape: config.scrape,
    fetch: contentFetch,
    reads: contentReads,
  })
  const entries = await content.fetchSitemap()
  if (!entries.ok) {
    console.error(JSON.stringify({ event: 'sitemap-failed', edition, ...entries.failure }))
    return { status: 503 }
  }
  return { status: 200, xml: editionSitemapXml(config.shopOrigin, entries.value, languages) }
}

/** Built maps are kept like settled pages: stale-while-revalidate, one per edition, failures asked again. */
const editionSitemaps = (() => {
  let cache: ((key: string, edition: EditionKey) => Promise<Answer>) | null = null
  return (edition: EditionKey) => {
    cache ??= staleWhileRevalidateCache(loadEditionSitemap, (answer) => answer.status === 200, { ...appConfig().contentCache, maxEntries: 20 })
    return cache(edition, edition)
  }
})()

/** `/sitemap.xml`: the index naming one sitemap per edition. */
export function sitemapIndexResponse(): Response {
  const config = appConfig()
  return xmlResponse(config, sitemapIndexXml(config.shopOrigin, sitemapEditions(languageList(config.external))))
}

/** `/sitemap/{edition}.xml`: the edition's pages, categories and products with their hreflang alternates. */
export async function editionSitemapResponse(edition: string): Promise<Response> {
  if (!isEditionKey(edition)) return refusal(404)
  const answer = await editionSitemaps(edition)
  return answer.status === 200 ? xmlResponse(appConfig(), answer.xml) : refusal(answer.status)
}

/** `/robots.txt`: everything may be crawled but the shop's own endpoints; the sitemap index is named. */
export function robotsResponse(): Response {
  const config = appConfig()
  const body = ['User-agent: *', 'Disallow: /api/', 'Disallow: /log-error/', '', `Sitemap: ${config.shopOrigin.replace(/\/+$/, '')}/sitemap.xml`, ''].join('\n')
  return new Response(body, { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': cacheControl(config) } })
}

