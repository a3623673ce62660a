import { afterEach, describe, expect, it, vi } from 'vitest'
import { reportPageLoadFailure } from '../../../app/state/page-failure-report.ts'

/** What the tab posts, read back from a stubbed `fetch`. */
function posted(): { url: string; body: unknown } {
  const [url, init] = vi.mocked(fetch).mock.calls[0]!
  return { url: String(url), body: JSON.parse(String(init?.body)) }
}

describe('a page the browser could not load (SPEC §8) goes to the shop’s error log (SPEC §7 POST /log-error/)', () => {
  afterEach(() => vi.unstubAllGlobals())

  function inTab() {
    vi.stubGlobal('window', { location: { origin: 'https://shop.example' } })
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })))
  }

  it('with the status, cause and error id of the content request, and the page it was', async () => {
    inTab()
    reportPageLoadFailure('/de/c/waagen/?sort=price', { status: 502, statusText: 'Bad Gateway', cause: 'scrape failed too', errorId: 'e-1' })
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    expect(posted()).toEqual({
      url: 'https://shop.example/log-error/',
      body: { message: 'storefront errors', url: '/de/c/waagen/?sort=price', error: { message: 'scrape failed too', statusText: 'Bad Gateway', id: 'e-1', status: 502 } },
    })
  })

  it('without a status when no reply came at all (0 is no HTTP status the log takes)', async () => {
    inTab()
    reportPageLoadFailure('/uk/', { status: 0, statusText: 'No reply within 8000 ms', cause: '', errorId: 'e-2' })
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    expect(posted().body).toEqual({ message: 'storefront errors', url: '/uk/', error: { message: 'No reply within 8000 ms', statusText: 'No reply within 8000 ms', id: 'e-2' } })
  })
})
