import { afterEach, describe, expect, it, vi } from 'vitest'
import { warmUp } from '../../../app/server/warm-up.ts'

const ORIGIN = 'http://localhost:3000'
const sitemapIndex = `<sitemapindex><sitemap><loc>${ORIGIN}/sitemap/de.xml</loc></sitemap><sitemap><loc>${ORIGIN}/sitemap/fr.xml</loc></sitemap></sitemapindex>`
const editionPages = ['/de/', '/de/c/blutdruckmessgeraete/', ...Array.from({ length: 60 }, (_, index) => `/de/p/${1000 + index}/`), '/de/impressum/']
const furtherPages = ['/fr/', '/fr/c/tensiometres/', ...Array.from({ length: 40 }, (_, index) => `/fr/p/${1000 + index}/`)]
const sitemapOf = (paths: string[]) => `<urlset>${paths.map((path) => `<url><loc>${ORIGIN}${path}</loc></url>`).join('')}</urlset>`

/** A shop entry that answers the sitemaps and every page, and notes what it was asked. */
function shopEntry(answerPage: (path: string) => Promise<Response> = async () => new Response('<html></html>')) {
  const asked: Array<{ path: string; userAgent: string }> = []
  const answer = vi.fn(async (request: Request) => {
    const url = new URL(request.url)
    asked.push({ path: `${url.pathname}${url.search}`, userAgent: request.headers.get('user-agent') ?? '' })
    if (url.pathname === '/sitemap.xml') return new Response(sitemapIndex)
    if (url.pathname === '/sitemap/de.xml') return new Response(sitemapOf(editionPages))
    if (url.pathname === '/sitemap/fr.xml') return new Response(sitemapOf(furtherPages))
    return answerPage(url.pathname)
  })
  return { answer, asked }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('a worker renders pages of the sitemap before it listens', () => {
  it('renders forty pages of its first edition\'s sitemap, each kind it lists in turn, and a search for each word of their paths', async () => {
    const { answer, asked } = shopEntry()
    expect(await warmUp(answer, ORIGIN)).toBe(67)
    const pages = asked.map(({ path }) => path).filter((path) => path.startsWith('/de/') || path.startsWith('/search-de'))
    expect(pages).toHaveLength(42)
    expect(pages).toEqual(expect.arrayContaining(['/de/', '/de/c/blutdruckmessgeraete/', '/de/impressum/']))
    expect(pages.filter((path) => path.startsWith('/de/p/'))).toHaveLength(37)
    expect(pages.slice(40)).toEqual(['/search-de?searchPhrase=blutdruckmessgeraete', '/search-de?searchPhrase=impressum'])
  })

  it('renders twenty-four pages of every further edition, a page of each kind first, and a search of it', async () => {
    const { answer, asked } = shopEntry()
    await warmUp(answer, ORIGIN)
    const pages = asked.map(({ path }) => path).filter((path) => path.startsWith('/fr/') || path.startsWith('/recherche'))
    expect(pages).toEqual(['/fr/', '/fr/c/tensiometres/', ...Array.from({ length: 22 }, (_, index) => `/fr/p/${1000 + index}/`), '/recherche?searchPhrase=tensiometres'])
  })

  it('asks for each kind of page as a phone and as a desktop in turn, so both layouts are rendered, and compressed as a browser would', async () => {
    const { answer, asked } = shopEntry()
    await warmUp(answer, ORIGIN)
    const products = asked.filter(({ path }) => path.startsWith('/de/p/'))
    const phones = products.filter(({ userAgent }) => /Mobile/.test(userAgent)).length
    expect(phones).toBe(19)
    expect(products.length - phones).toBe(18)
    expect(answer.mock.calls.filter(([request]) => request.url.includes('/de/p/')).every(([request]) => request.headers.get('accept-encoding') === 'br, gzip')).toBe(true)
  })

  it('skips a page that fails and counts only those answered', async () => {
    const { answer } = shopEntry(async (path) => (path.startsWith('/de/p/') ? new Response('Service Unavailable', { status: 503 }) : new Response('<html></html>')))
    // 67 pages asked, the 37 product pages of the first edition failing.
    expect(await warmUp(answer, ORIGIN)).toBe(30)
  })

  it('renders nothing, and does not fail, when the sitemap cannot be had', async () => {
    const answer = vi.fn(async () => {
      throw new Error('connection refused')
    })
    expect(await warmUp(answer, ORIGIN)).toBe(0)
    expect(answer).toHaveBeenCalledTimes(1)
  })

  it('asks for no further page once its budget is spent, when the platform answers slowly', async () => {
    vi.useFakeTimers()
    const { answer, asked } = shopEntry(() => new Promise<Response>((resolve) => setTimeout(() => resolve(new Response('<html></html>')), 1_000)))
    const warmed = warmUp(answer, ORIGIN)
    await vi.advanceTimersByTimeAsync(8_000)
    // The sitemaps at once, then one page a second: seven answered within the budget.
    expect(await warmed).toBe(7)
    const askedByTheBudget = asked.length
    await vi.advanceTimersByTimeAsync(60_000)
    expect(asked.length).toBe(askedByTheBudget)
  })

  it('never fails the start, whatever goes wrong', async () => {
    // A sitemap listing an address no URL parser reads.
    const answer = vi.fn(async (request: Request) => new Response(new URL(request.url).pathname === '/sitemap.xml' ? `<loc>${ORIGIN}/sitemap/de.xml</loc>` : '<loc>http://[</loc>'))
    await expect(warmUp(answer, ORIGIN)).resolves.toBe(0)
  })
})
