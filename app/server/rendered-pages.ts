import { recentValues } from '../state/recent-values.ts'
import { RootSnapshotText } from '../state/root-snapshot-text.tsx'
import { isComplete } from './part-failures.ts'

/** What a page's markup is made of once the router has loaded it: its address and each match's loaded data. */
export interface PageInputs {
  href: string
  matches: ReadonlyArray<{ routeId: string; status: string; loaderData?: unknown }>
}

interface RenderedPage {
  body: Buffer<ArrayBuffer>
  /** The start of the fresh window the page was rendered in. */
  window: number
}

/**
 * The fresh windows are aligned to the clock, the same on every replica and worker: the same inputs in the same
 * window render the same bytes everywhere (the page names the window's start as its data's time), so a page has
 * one ETag across replicas and a shared cache may revalidate it at any of them.
 */
export const freshWindowOf = (now: number, freshMs: number) => Math.floor(now / freshMs) * freshMs

/**
 * The long texts of loaded data (a page's content, the root actor's snapshot) are the same string for as long
 * as the cache they come from keeps them: a key names such a text by a number instead of carrying and escaping
 * it on every request. Numbers are never given twice, so a forgotten text only costs a render.
 */
const LONG_TEXT = 512
const longTexts = recentValues<number>({ maxEntries: 1_000, maxBytes: 8 * 1024 * 1024, sizeOf: (_number, text) => 2 * text.length })
let lastTextNumber = 0
const numberOf = (text: string) => longTexts.get(text) ?? longTexts.set(text, ++lastTextNumber)

function withLongTextsNamed(data: unknown): [unknown, Array<[string, number]>] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [data ?? null, []]
  const short: Record<string, unknown> = {}
  const long: Array<[string, number]> = []
  for (const [name, value] of Object.entries(data)) {
    const text = value instanceof RootSnapshotText ? value.text : value
    if (typeof text === 'string' && text.length > LONG_TEXT) long.push([name, numberOf(text)])
    else short[name] = value
  }
  return [short, long]
}

/**
 * Rendered pages, kept under everything their markup is made of: the address and the data every route loaded
 * (the settled root actor, the page with its header and footer, the edition's links). Those come from caches
 * kept with stale-while-revalidate, so the same inputs come back for every shopper arriving without a
 * checkout, and render the same markup: a warm page is answered without rendering it again. New content
 * changes the inputs and so renders anew. The few things a render reads besides its inputs (today's date for
 * the price history) are why a page is rendered again in every fresh window of `freshMs` anyway. Only complete pages are
 * kept: a page rendered while a part of it could not be fetched (a route's data names its part failures) is
 * answered to its shopper and rendered anew for the next one, whose load asks for that part again.
 */
export function renderedPages(options: { freshMs: number; maxEntries: number; maxBytes?: number; now?: () => number }) {
  const pages = recentValues<RenderedPage>({ maxEntries: options.maxEntries, maxBytes: options.maxBytes, sizeOf: (page, key) => page.body.byteLength + 2 * key.length })
  const now = options.now ?? Date.now
  const keyOf = (inputs: PageInputs) => JSON.stringify([inputs.href, inputs.matches.map((match) => [match.routeId, match.status, ...withLongTextsNamed(match.loaderData)])])

  return async (inputs: PageInputs, render: (window: number) => Promise<Buffer<ArrayBuffer>>): Promise<RenderedPage & { complete: boolean }> => {
    const window = freshWindowOf(now(), options.freshMs)
    if (!inputs.matches.every((match) => isComplete(match.loaderData))) return { body: await render(window), window, complete: false }
    const key = keyOf(inputs)
    const kept = pages.get(key)
    if (kept && kept.window === window) return { ...kept, complete: true }
    const page = { body: await render(window), window }
    pages.set(key, page)
    return { ...page, complete: true }
  }
}
