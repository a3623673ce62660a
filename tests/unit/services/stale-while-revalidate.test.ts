import { describe, expect, it } from 'vitest'
import { staleWhileRevalidate } from '../../../services/stale-while-revalidate.ts'

function platform() {
  const calls: string[] = []
  let status = 200
  let version = 0
  let release: (() => void) | null = null
  let holding = false
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(`${String(input)} ${String(init?.body ?? '')}`)
    if (holding) await new Promise<void>((resolve) => (release = resolve))
    version += 1
    return new Response(JSON.stringify({ version }), { status })
  }) as typeof fetch
  return {
    fetchImpl,
    calls,
    setStatus: (next: number) => (status = next),
    hold: () => (holding = true),
    letGo: () => {
      holding = false
      release?.()
    },
  }
}

describe('content replies cached with stale-while-revalidate', () => {
  it('serves a fresh reply from memory without asking the content platform again', async () => {
    let time = 0
    const content = platform()
    const cached = staleWhileRevalidate(content.fetchImpl, { freshMs: 1000, staleMs: 5000, maxEntries: 10, now: () => time })
    const first = await (await cached('http://content/page', { method: 'POST', body: '{"url":"/de/"}' })).json()
    time = 900
    const second = await (await cached('http://content/page', { method: 'POST', body: '{"url":"/de/"}' })).json()
    expect(first).toEqual({ version: 1 })
    expect(second).toEqual({ version: 1 })
    expect(content.calls).toHaveLength(1)
  })

  it('keeps replies to different bodies apart', async () => {
    const content = platform()
    const cached = staleWhileRevalidate(content.fetchImpl, { freshMs: 1000, staleMs: 0, maxEntries: 10, now: () => 0 })
    await cached('http://content/page', { method: 'POST', body: '{"url":"/de/"}' })
    await cached('http://content/page', { method: 'POST', body: '{"url":"/fr/"}' })
    expect(content.calls).toHaveLength(2)
  })

  it('answers with the stale reply at once and refreshes it behind the page', async () => {
    let time = 0
    const content = platform()
    const cached = staleWhileRevalidate(content.fetchImpl, { freshMs: 1000, staleMs: 5000, maxEntries: 10, now: () => time })
    await cached('http://content/menu')
    time = 2000
    expect(await (await cached('http://content/menu')).json()).toEqual({ version: 1 })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(content.calls).toHaveLength(2)
    expect(await (await cached('http://content/menu')).json()).toEqual({ version: 2 })
  })

  it('asks again once a reply is past its stale window', async () => {
    let time = 0
    const content = platform()
    const cached = staleWhileRevalidate(content.fetchImpl, { freshMs: 1000, staleMs: 1000, maxEntries: 10, now: () => time })
    await cached('http://content/menu')
    time = 2001
    expect(await (await cached('http://content/menu')).json()).toEqual({ version: 2 })
  })

  it('never keeps a failed reply, so the scrape fallback still sees the failure', async () => {
    const content = platform()
    const cached = staleWhileRevalidate(content.fetchImpl, { freshMs: 1000, staleMs: 1000, maxEntries: 10, now: () => 0 })
    content.setStatus(500)
    expect((await cached('http://content/page', { method: 'POST', body: '{}' })).status).toBe(500)
    expect((await cached('http://content/page', { method: 'POST', body: '{}' })).status).toBe(500)
    expect(content.calls).toHaveLength(2)
  })

  it('shares one call among identical requests in flight', async () => {
    const content = platform()
    const cached = staleWhileRevalidate(content.fetchImpl, { freshMs: 1000, staleMs: 1000, maxEntries: 10, now: () => 0 })
    content.hold()
    const replies = Promise.all([cached('http://content/page', { method: 'POST', body: '{}' }), cached('http://content/page', { method: 'POST', body: '{}' })])
    await new Promise((resolve) => setTimeout(resolve, 0))
    content.letGo()
    const bodies = await Promise.all((await replies).map((reply) => reply.json()))
    expect(bodies).toEqual([{ version: 1 }, { version: 1 }])
    expect(content.calls).toHaveLength(1)
  })

  it('forgets the least recently used reply beyond its size', async () => {
    const content = platform()
    const cached = staleWhileRevalidate(content.fetchImpl, { freshMs: 1000, staleMs: 0, maxEntries: 1, now: () => 0 })
    await cached('http://content/a')
    await cached('http://content/b')
    await cached('http://content/a')
    expect(content.calls).toHaveLength(3)
  })
})
