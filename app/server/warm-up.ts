import { appConfig } from '../../app.config.ts'
import { resolveRequest } from '../markets/index.ts'

/** How many pages of its first edition's sitemap a worker renders before it takes its first connection, in all. */
const FIRST_EDITION_PAGES = 40
/**
 * How many of each further edition's: its frame, dictionary and formats, and enough pages of each kind for their
 * rendering code to be compiled. With four, a fresh shop's first thousand product pages of all editions cost it
 * about a fifth more CPU each than later ones.
 */
const FURTHER_EDITION_PAGES = 24
/** How many searches of each edition: a search page renders listings, facets and the search service's answers. */
const SEARCHES_PER_EDITION = 4
/** How many of the sitemap's pages are sorted by kind to choose from. */
const SITEMAP_PAGES_READ = 2_000
/** The longest a start waits for them: a platform that answers slowly must not hold a worker back for long. */
const WARM_UP_BUDGET_MS = 8_000

type Answer = (request: Request) => Promise<Response>

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

/** The addresses a sitemap lists (`<loc>`), as they are written. */
const addressesIn = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, address]) => address!)

interface WarmUpPage {
  path: string
  /** Its place among the pages of its kind: phones and desktops take turns within each kind. */
  ofKind: number
}

/** Up to `count` of the paths, taking each route kind's next in turn: every kind of page the sitemap lists. */
function ofEveryKind(paths: string[], count: number): WarmUpPage[] {
  const kinds = new Map<string, string[]>()
  // A large catalogue's sitemap is long: its first pages are enough to find every kind.
  for (const path of paths.slice(0, SITEMAP_PAGES_READ)) {
    const { kind } = resolveRequest({ path }, appConfig().external).route
    const ofKind = kinds.get(kind)
    if (ofKind) ofKind.push(path)
    else kinds.set(kind, [path])
  }
  const chosen: WarmUpPage[] = []
  for (let round = 0; chosen.length < Math.min(count, paths.length, SITEMAP_PAGES_READ); round++) {
    for (const ofKind of kinds.values()) {
      const path = ofKind[round]
      if (path !== undefined && chosen.length < count) chosen.push({ path, ofKind: round })
    }
  }
  return chosen
}

/** Searches of the edition of `pages`, one for each of the first few words of their paths (a category's slug, say). */
function searchesOf(pages: WarmUpPage[]): WarmUpPage[] {
  const phrases = [...new Set(pages.flatMap(({ path }) => path.split('/')).filter((segment) => /^[a-z-]{4,}$/.test(segment)))]
  if (!pages[0]) return []
  const { searchRoute } = resolveRequest({ path: pages[0].path }, appConfig().external).market.entry
  return phrases.slice(0, SEARCHES_PER_EDITION).map((phrase, ofKind) => ({ path: `${searchRoute}?${new URLSearchParams({ searchPhrase: phrase.replace(/-/g, ' ') })}`, ofKind }))
}

/**
 * A worker's first pages cost it several times what later ones do: the page bodies' modules load, the rendering
 * code is compiled, and each edition's frame, dictionary and formats are made while shoppers wait. So before it
 * listens, a worker renders 40 pages of its first edition's sitemap (each kind it lists in turn: home, categories,
 * products, content pages), 24 of every further edition's, and up to 4 searches in each, through its own handler, as a
 * shopper's browser would ask for them. A page that fails (a platform not there yet) is skipped; once the budget
 * is spent no further page is asked for; nothing it does can fail the start. The pages rendered are kept as any
 * other. Gives the number of pages answered 200.
 */
export async function warmUp(answer: Answer, origin: string): Promise<number> {
  const deadline = Date.now() + WARM_UP_BUDGET_MS
  let answered = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const budget = new Promise<void>((resolve) => (timer = setTimeout(resolve, WARM_UP_BUDGET_MS)))
  const rendered = renderPages(answer, origin, deadline, () => answered++).catch(() => undefined)
  await Promise.race([rendered, budget])
  clearTimeout(timer)
  return answered
}

async function renderPages(answer: Answer, origin: string, deadline: number, onAnswered: () => void): Promise<void> {
  const ask = async (address: string, headers: Record<string, string>) => {
    if (Date.now() >= deadline) return null
    try {
      const url = new URL(address, origin)
      const response = await answer(new Request(new URL(`${url.pathname}${url.search}`, origin), { headers }))
      return response.ok ? response : null
    } catch {
      return null
    }
  }
  const sitemapAddresses = async (address: string) => addressesIn((await (await ask(address, { accept: 'application/xml' }))?.text()) ?? '')
  // A page is asked for as a browser asks for it, compressed; its bytes are only read to the end.
  const rendered = async (path: string, userAgent: string) => (await (await ask(path, { accept: 'text/html', 'accept-encoding': 'br, gzip', 'user-agent': userAgent }))?.arrayBuffer()) !== undefined

  const sitemaps = await sitemapAddresses('/sitemap.xml')
  for (const [index, sitemap] of sitemaps.entries()) {
    if (Date.now() >= deadline) return
    const listed = (await sitemapAddresses(sitemap)).map((page) => new URL(page, origin).pathname)
    const pages = ofEveryKind(listed, index === 0 ? FIRST_EDITION_PAGES : FURTHER_EDITION_PAGES)
    for (const { path, ofKind } of [...pages, ...searchesOf(pages)]) {
      // Phones and desktops in turn within each kind: the two layouts render different parts.
      if (await rendered(path, ofKind % 2 === 0 ? PHONE : DESKTOP)) onAnswered()
    }
  }
}
