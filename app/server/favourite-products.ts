import { createServerFn } from '@tanstack/react-start'
import { array, type, unknown } from 'superstruct'
import { appConfig } from '../../app.config.ts'
import { exchange, jsonInit, readReply } from '../../services/http.ts'
import { resolveRequest } from '../markets/index.ts'
import { contentFetch, contentReads } from './content-fetch.ts'

/** Favourites are a few dozen at most; a longer list in storage is cut, not sent. */
const MAX_FAVOURITES = 100

// Tiles are open-ended content; the view reads them through the tile model, which validates each one.
const DocumentsBody = type({ items: array(unknown()) })

/**
 * The favourite products' tiles (SPEC §3 Favourites: product id strings in browser storage), from the content
 * platform's public documents in the language of the page's edition, as JSON `{items, ids}`: `ids` are those it
 * was asked about (the first hundred well-formed ones), and one of them without a tile is a product the edition's
 * catalogue does not offer. A platform that could not be asked answers `{unavailable: true}`, never an empty list.
 */
export const favouriteProducts = createServerFn({ method: 'POST' })
  .validator((input: { path: string; ids: string[] }) => ({
    path: String(input.path),
    ids: (Array.isArray(input.ids) ? input.ids : []).map(String).filter((id) => /^[\w-]{1,64}$/.test(id)).slice(0, MAX_FAVOURITES),
  }))
  .handler(async ({ data }): Promise<string> => {
    if (data.ids.length === 0) return JSON.stringify({ items: [], ids: [] })
    const config = appConfig()
    const { market } = resolveRequest({ path: data.path }, config.external)
    const keys = config.keys[market.store.code]
    const url = `${config.contentApiUrl}/documents/public`
    const init = jsonInit({ datatype: 'product', ids: data.ids, constraints: { query: { language: market.edition } } }, { 'x-instance-id': keys.searchInstanceId, 'x-store-instance': keys.searchInstanceName })
    const documents = await contentReads(url, init, async () => readReply(await exchange(contentFetch, url, init), DocumentsBody, 'documents'))
    return JSON.stringify(documents.ok ? { items: documents.value.items, ids: data.ids } : { unavailable: true })
  })
