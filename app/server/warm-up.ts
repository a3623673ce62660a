import { serverEditionRequest } from './edition-request.ts'

/** How many pages of its first edition's sitemap a worker renders before it takes its first connection. */
const FIRST_EDITION_PAGES = 40
/** How many of each further edition's: enough for its frame, dictionary and formats, a page of each kind. */
const FURTHER_EDITION_PAGES = 4
/** How many of the sitemap's pages are sorted by kind to choose from. */
const SITEMAP_PAGES_READ = 2_000
/** The longest a start waits for them: a platform that answers slowly must not hold a worker back for long. */
const WARM_UP_BUDGET_MS = 8_000

type Answer = (request: Request) => Promise<Response>

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

/** The addresses a sitemap lists (`<loc>`), as they are written. */
const addressesIn = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, address]) => address!)

/** Up to `count` of the paths, taking each route kind's next in turn: every kind of page the sitemap lists. */
function ofEveryKind(paths: string[], count: number): string[] {
  const kinds = new Map<string, string[]>()
  // A large catalogue's sitemap is long: its first pages are enough to find every kind.
  for (const path of paths.slice(0, SITEMAP_PAGES_READ)) {
    const kind = serverEditionRequest({ path, search: '' }).resolved.route.kind
    const ofKind = kinds.get(kind)
    if (ofKind) ofKind.push(path)
    else kinds.set(kind, [path])
  }
  const chosen: string[] = []
  for (let round = 0; chosen.length < Math.min(count, paths.length, SITEMAP_PAGES_READ); round++) {
    for (const ofKind of kinds.values()) {
      const path = ofKind[round]
      if (path !== undefined && chosen.length < count) chosen.push(path)
    }
  }
  return chosen
}

/**
 * A worker's first pages cost it several times what later ones do: the page bodies' modules load, the rendering
 * code is compiled, and each edition's frame, dictionary and formats are made while shoppers wait. So before it
 * listens, a worker renders pages of every kind its first edition's sitemap lists (home, categories, products,
 * content pages), a few of every further edition's, and a search in each, through its own handler, as a
 * shopper's browser would ask for them. Nothing waits on it but the start: a page that fails (a platform not
 * there yet) is skipped, and the pages rendered are kept as any other. Gives the number of pages answered 200.
 */
export async function warmUp(answer: Answer, origin: string): Promise<number> {
  let answered = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const budget = new Promise<void>((resolve) => (timer = setTimeout(resolve, WARM_UP_BUDGET_MS)))
  // What is still being rendered when the budget is spent ends on its own, like any request.
  await Promise.race([renderPages(answer, origin, () => answered++), budget])
  clearTimeout(timer)
  return answered
}

async function renderPages(answer: Answer, origin: string, onAnswered: () => void): Promise<void> {
  let asked = 0
  const ask = async (address: string) => {
    try {
      const url = new URL(address, origin)
      // Phones and desktops in turn: the two layouts render different parts.
      const userAgent = asked++ % 2 === 0 ? PHONE : DESKTOP
      const response = await answer(new Request(new URL(`${url.pathname}${url.search}`, origin), { headers: { accept: 'text/html', 'user-agent': userAgent } }))
      return response.ok ? await response.text() : null
    } catch {
      return null
    }
  }
  const sitemaps = addressesIn((await ask('/sitemap.xml')) ?? '')
  for (const [index, sitemap] of sitemaps.entries()) {
    const listed = addressesIn((await ask(sitemap)) ?? '').map((page) => new URL(page, origin).pathname)
    const paths = ofEveryKind(listed, index === 0 ? FIRST_EDITION_PAGES : FURTHER_EDITION_PAGES)
    const phrase = paths.flatMap((path) => path.split('/')).find((segment) => /^[a-z-]{4,}$/.test(segment))
    if (paths[0] && phrase) {
      const { searchRoute } = serverEditionRequest({ path: paths[0], search: '' }).resolved.market.entry
      paths.push(`${searchRoute}?${new URLSearchParams({ searchPhrase: phrase.replace(/-/g, ' ') })}`)
    }
    for (const path of paths) if ((await ask(path)) !== null) onAnswered()
  }
}
