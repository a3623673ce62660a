import { describe, expect, it } from 'vitest'
import { isComplete, partFailuresNoted } from '../../../app/server/part-failures.ts'
import { contentClient } from '../../../services/content.ts'

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

/** The content service of one page load, its platform answering each path as given (500 otherwise). */
function pageLoad(replies: Record<string, () => Response>) {
  const logged: string[] = []
  const failures = partFailuresNoted((message) => logged.push(message))
  const content = contentClient({
    contentApiUrl: 'http://content.test',
    instance: 'demo-de',
    scrape: { url: 'http://content.test/scrape', user: 'u', password: 'p' },
    fetch: (async (url: string) => (replies[new URL(url).pathname] ?? (() => json({}, 500)))()) as typeof fetch,
    log: failures.log,
  })
  return { content, failures, logged }
}

const menu = () => json({ menu: [] })
const snippets = () => json([])
const recommendation = () => json({ products: [{ id: '1100', title: 'Ersatzmanschette' }] })

describe('part failures: the parts a page had to leave out', () => {
  it('names nothing when every part of the page was fetched', async () => {
    const load = pageLoad({ '/menu': menu, '/snippets': snippets, '/recommendation': recommendation })
    await Promise.all([load.content.fetchChrome({ language: 'de' }), load.content.fetchRecommendations({ productIds: ['1099'] })])
    expect(load.failures.noted()).toEqual({})
    expect(isComplete(load.failures.noted())).toBe(true)
  })

  it('names the recommendations when their call fails, and still logs the failure', async () => {
    const load = pageLoad({ '/menu': menu, '/snippets': snippets })
    await Promise.all([load.content.fetchChrome({ language: 'de' }), load.content.fetchRecommendations({ productIds: ['1099'] })])
    expect(load.failures.noted()).toEqual({ partFailures: ['recommendations failed'] })
    expect(isComplete(load.failures.noted())).toBe(false)
    expect(load.logged).toEqual(['recommendations failed'])
  })

  it('names the menu and the snippets when the chrome fails', async () => {
    const load = pageLoad({ '/recommendation': recommendation })
    await load.content.fetchChrome({ language: 'de' })
    expect(load.failures.noted().partFailures?.toSorted()).toEqual(['menu failed', 'snippets failed'])
  })

  it('reads any loaded data as complete unless it names failed parts', () => {
    expect(isComplete({ input: { storeCode: 'de' } })).toBe(true)
    expect(isComplete('{"page":null}')).toBe(true)
    expect(isComplete(undefined)).toBe(true)
    expect(isComplete({ browse: '{}', partFailures: [] })).toBe(true)
    expect(isComplete({ browse: '{}', partFailures: ['snippets failed'] })).toBe(false)
  })
})
