import { number, type } from 'superstruct'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EXCHANGE_TIMEOUT_MS, exchange, readReply } from '../../../services/http.ts'
import { sizedRead, staleWhileRevalidateReads, type CachedReads } from '../../../services/stale-while-revalidate.ts'
import { hangingFetch } from '../../support/hanging-fetch.ts'

/** A content platform whose every reply carries its version; it can be told to fail, to answer garbage or to hang. */
function platform() {
  const calls: string[] = []
  let answer: 'version' | 'garbage' | 'wrong shape' | 500 | 'hang' | 'offline' = 'version'
  let version = 0
  let release: (() => void) | null = null
  let holding = false
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(`${String(input)} ${String(init?.body ?? '')}`)
    if (holding) await new Promise<void>((resolve) => (release = resolve))
    if (answer === 'hang') return hangingFetch(input, init)
    if (answer === 'offline') throw new TypeError('fetch failed')
    version += 1
    if (answer === 'garbage') return new Response('<html>Bad gateway', { status: 200 })
    if (answer === 'wrong shape') return new Response(JSON.stringify({ version: String(version) }), { status: 200 })
    return new Response(JSON.stringify({ version }), { status: answer === 500 ? 500 : 200 })
  }) as typeof fetch
  return {
    fetchImpl,
    calls,
    answer: (next: typeof answer) => (answer = next),
    hold: () => (holding = true),
    letGo: () => {
      holding = false
      release?.()
    },
  }
}

const Version = type({ version: number() })

/** A reply read the way the content service reads one: one exchange, then its body validated. */
const reader = (cached: CachedReads, content: ReturnType<typeof platform>) => async (url: string, init: RequestInit = {}) => {
  const result = await cached(url, init, async () => readReply(await exchange(content.fetchImpl, url, init), Version, 'version'))
  return result.ok ? result.value : result.failure.message
}

const behindThePage = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => vi.useRealTimers())

describe('content replies cached with stale-while-revalidate', () => {
  it('serves a fresh reply from memory without asking the content platform again', async () => {
    let time = 0
    const content = platform()
    const read = reader(staleWhileRevalidateReads({ freshMs: 1000, staleMs: 5000, maxEntries: 10, now: () => time }), content)
    expect(await read('http://content/page', { method: 'POST', body: '{"url":"/de/"}' })).toEqual({ version: 1 })
    time = 900
    expect(await read('http://content/page', { method: 'POST', body: '{"url":"/de/"}' })).toEqual({ version: 1 })
    expect(content.calls).toHaveLength(1)
  })

  it('keeps replies to different bodies apart', async () => {
    const content = platform()
    const read = reader(staleWhileRevalidateReads({ freshMs: 1000, staleMs: 0, maxEntries: 10, now: () => 0 }), content)
    await read('http://content/page', { method: 'POST', body: '{"url":"/de/"}' })
    await read('http://content/page', { method: 'POST', body: '{"url":"/fr/"}' })
    expect(content.calls).toHaveLength(2)
  })

  it('answers with the stale reply at once and refreshes it behind the page', async () => {
    let time = 0
    const content = platform()
    const read = reader(staleWhileRevalidateReads({ freshMs: 1000, staleMs: 5000, maxEntries: 10, now: () => time }), content)
    await read('http://content/menu')
    time = 2000
    expect(await read('http://content/menu')).toEqual({ version: 1 })
    await behindThePage()
    expect(content.calls).toHaveLength(2)
    expect(await read('http://content/menu')).toEqual({ version: 2 })
  })

  it('asks again once a reply is past its stale window', async () => {
    let time = 0
    const content = platform()
    const read = reader(staleWhileRevalidateReads({ freshMs: 1000, staleMs: 1000, maxEntries: 10, now: () => time }), content)
    await read('http://content/menu')
    time = 2001
    expect(await read('http://content/menu')).toEqual({ version: 2 })
  })

  it('a malformed reply is not kept: the next request asks the platform again', async () => {
    const content = platform()
    const read = reader(staleWhileRevalidateReads({ freshMs: 1000, staleMs: 1000, maxEntries: 10, now: () => 0 }), content)
    content.answer('garbage')
    expect(await read('http://content/menu')).toBe('version has an unexpected shape')
    content.answer('wrong shape')
    expect(await read('http://content/menu')).toBe('version has an unexpected shape')
    content.answer('version')
    expect(await read('http://content/menu')).toEqual({ version: 3 })
    expect(content.calls).toHaveLength(3)
  })

  it('a failed reply is not kept either, so the scrape fallback still sees the failure', async () => {
    const content = platform()
    const read = reader(staleWhileRevalidateReads({ freshMs: 1000, staleMs: 1000, maxEntries: 10, now: () => 0 }), content)
    content.answer(500)
    expect(await read('http://content/page', { method: 'POST', body: '{}' })).toBe('Request failed')
    expect(await read('http://content/page', { method: 'POST', body: '{}' })).toBe('Request failed')
    expect(content.calls).toHaveLength(2)
  })

  it('a reply that does not come in time is not kept: the next request asks the platform again', async () => {
    vi.useFakeTimers()
    const content = platform()
    const read = reader(staleWhileRevalidateReads({ freshMs: 1000, staleMs: 1000, maxEntries: 10, now: () => 0 }), content)
    content.answer('hang')
    const timedOut = read('http://content/menu')
    await vi.advanceTimersByTimeAsync(EXCHANGE_TIMEOUT_MS)
    expect(await timedOut).toBe(`No reply within ${EXCHANGE_TIMEOUT_MS} ms`)
    content.answer('version')
    expect(await read('http://content/menu')).toEqual({ version: 1 })
    expect(content.calls).toHaveLength(2)
  })

  it('a revalidation that returns garbage keeps serving the last good reply until it expires', async () => {
    let time = 0
    const content = platform()
    const read = reader(staleWhileRevalidateReads({ freshMs: 1000, staleMs: 5000, maxEntries: 10, now: () => time }), content)
    expect(await read('http://content/menu')).toEqual({ version: 1 })
    content.answer('garbage')
    time = 2000
    expect(await read('http://content/menu')).toEqual({ version: 1 })
    await behindThePage()
    time = 6000
    expect(await read('http://content/menu')).toEqual({ version: 1 })
    await behindThePage()
    expect(content.calls).toHaveLength(3)
    time = 6001
    expect(await read('http://content/menu')).toBe('version has an unexpected shape')
  })

  it('answers a platform that gave no reply as failed again for a short while, so an outage costs one wait, not one per request', async () => {
    let time = 0
    const content = platform()
    const read = reader(staleWhileRevalidateReads({ freshMs: 1000, staleMs: 1000, failureMs: 500, maxEntries: 10, now: () => time }), content)
    content.answer('offline')
    expect(await read('http://content/menu')).toBe('fetch failed')
    time = 500
    expect(await read('http://content/menu')).toBe('fetch failed')
    expect(content.calls).toHaveLength(1)
    content.answer('version')
    time = 501
    expect(await read('http://content/menu')).toEqual({ version: 1 })
    expect(content.calls).toHaveLength(2)
  })

  it('asks a platform that answered an error again at once, so the next request after it recovered gets the reply', async () => {
    let time = 0
    const content = platform()
    const read = reader(staleWhileRevalidateReads({ freshMs: 1000, staleMs: 1000, failureMs: 500, maxEntries: 10, now: () => time }), content)
    content.answer(500)
    expect(await read('http://content/menu')).toBe('Request failed')
    content.answer('version')
    time = 1
    expect(await read('http://content/menu')).toEqual({ version: 2 })
    expect(content.calls).toHaveLength(2)
  })

  it('says so when a refresh behind a stale reply fails, and not when it succeeds', async () => {
    let time = 0
    const content = platform()
    const failures: unknown[] = []
    const read = reader(
      staleWhileRevalidateReads({ freshMs: 1000, staleMs: 5000, maxEntries: 10, now: () => time, onFailedRefresh: (key, failure) => failures.push([JSON.parse(key)[1], failure]) }),
      content,
    )
    await read('http://content/menu')
    time = 2000
    await read('http://content/menu')
    await behindThePage()
    expect(failures).toEqual([])
    content.answer('garbage')
    time = 4000
    expect(await read('http://content/menu')).toEqual({ version: 2 })
    await behindThePage()
    expect(failures).toEqual([['http://content/menu', { ok: false, failure: expect.objectContaining({ message: 'version has an unexpected shape' }) }]])
  })

  it('shares one call among identical requests in flight', async () => {
    const content = platform()
    const read = reader(staleWhileRevalidateReads({ freshMs: 1000, staleMs: 1000, maxEntries: 10, now: () => 0 }), content)
    content.hold()
    const replies = Promise.all([read('http://content/page', { method: 'POST', body: '{}' }), read('http://content/page', { method: 'POST', body: '{}' })])
    await behindThePage()
    content.letGo()
    expect(await replies).toEqual([{ version: 1 }, { version: 1 }])
    expect(content.calls).toHaveLength(1)
  })

  it('forgets the least recently used reply beyond its size', async () => {
    const content = platform()
    const read = reader(staleWhileRevalidateReads({ freshMs: 1000, staleMs: 0, maxEntries: 1, now: () => 0 }), content)
    await read('http://content/a')
    await read('http://content/b')
    await read('http://content/a')
    expect(content.calls).toHaveLength(3)
  })

  it('keeps replies within a budget of bytes counted from their text, and forgets the least recently used beyond it', async () => {
    const content = platform()
    // Each reply counts about 90 bytes with its key: two fit.
    const cached = staleWhileRevalidateReads({ freshMs: 1000, staleMs: 0, maxEntries: 100, maxBytes: 200, now: () => 0 })
    const read = (url: string) =>
      cached(url, {}, async () => {
        const reply = await exchange(content.fetchImpl, url, {})
        return sizedRead(readReply(reply, Version, 'version'), 40 + (reply.bytes ?? 0))
      })
    await read('http://content/a')
    await read('http://content/b')
    await read('http://content/c')
    await read('http://content/b')
    await read('http://content/a')
    expect(content.calls.map((call) => call.trim())).toEqual(['http://content/a', 'http://content/b', 'http://content/c', 'http://content/a'])
  })
})
