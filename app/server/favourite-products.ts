import { createServerFn } from '@tanstack/react-start'
import { array, type, unknown } from 'superstruct'
import { appConfig } from '../../app.config.ts'
import { idBatchesOf } from '../../services/document-id-batches.ts'
import { exchange, jsonInit, readReply } from '../../services/http.ts'
import { resolveRequest } from '../markets/index.ts'
import { contentFetch, contentReads } from './content-fetch.ts'
import { favouriteIdsToLookUp } from './favourite-ids.ts'

// Tiles are open-ended content; the view reads them through the tile model, which validates each one.
const DocumentsBody = type({ items: array(unknown()) })

/**
 * The favourite products' tiles (SPEC §3 Favourites: product id strings in browser storage), from the content
 * platform's public documents in the language of the page's edition, as JSON `{items, ids}`: `ids` are those it
 * was asked about (favourite-ids.ts), and one of them without a tile is a product the edition's catalogue does not
 * offer. The ids are asked about in batches the endpoint takes, all at once (999 favourites make five). A platform
 * that could not be asked about every batch answers `{unavailable: true}`, never a shorter list.
 */
export const favouriteProducts = createServerFn({ method: 'POST' })
  .validator((input: { path: string; ids: string[] }) => ({
    path: String(input.path),
    ids: favouriteIdsToLookUp(input.ids),
  }))
  .handler(async ({ data }): Promise<string> => {
    if (data.ids.length === 0) return JSON.stringify({ items: [], ids: [] })
    const config = appConfig()
    const { market } = resolveRequest({ path: data.path }, config.external)
    const keys = config.keys[market.store.code]
    const url = `${config.contentApiUrl}/documents/public`
    const headers = { 'x-instance-id': keys.searchInstanceId, 'x-store-instance': keys.searchInstanceName }
    const batches = await Promise.all(
      idBatchesOf(data.ids).map((ids) => {
        const init = jsonInit({ datatype: 'product', ids, constraints: { query: { language: market.edition } } }, headers)
        return contentReads(url, init, async () => readReply(await exchange(contentFetch, url, init), DocumentsBody, 'documents'))
      }),
    )
    const items = batches.flatMap((documents) => (documents.ok ? documents.value.items : []))
    return JSON.stringify(batches.every((documents) => documents.ok) ? { items, ids: data.ids } : { unavailable: true })
  })
