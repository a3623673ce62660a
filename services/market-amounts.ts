import { array, is, nullable, number, optional, string, type, unknown, type Infer } from 'superstruct'
import type { MarketAmounts } from '../domain/market-attributes.ts'
import type { Result } from '../domain/types.ts'
import { exchange, jsonInit, readReply, type Fetch } from './http.ts'
import type { CachedReads } from './stale-while-revalidate.ts'

export interface MarketAmountsSettings {
  contentApiUrl: string
  /** The market's store instance (`X-Store-Instance`) and instance id (`X-Instance-Id`). */
  instanceName: string
  instanceId: string
  fetch?: Fetch
  reads?: CachedReads
}

const DocumentsBody = type({ items: array(unknown()) })
const Amount = optional(nullable(number()))
const TileAmounts = type({
  id: string(),
  strikethrough_price: Amount,
  recycling_class: optional(nullable(string())),
  recycling_price: Amount,
  variants: optional(array(type({ id: string(), strikethrough_price: Amount }))),
})

const amountsOf = (tile: Infer<typeof TileAmounts>): MarketAmounts => ({
  strikethroughPrice: tile.strikethrough_price ?? null,
  variantStrikethroughPrices: Object.fromEntries((tile.variants ?? []).map((variant) => [variant.id, variant.strikethrough_price ?? null])),
  recyclingClass: tile.recycling_class || null,
  recyclingPrice: tile.recycling_price ?? null,
})

/**
 * What products cost beside their price in one market (strikethrough price, recycling fee), from the content
 * platform's public product documents of that market's store, in its currency (SPEC §7 documents). A product
 * the catalogue does not list there is absent; a catalogue that could not be asked is a failure.
 */
export async function fetchMarketAmounts(settings: MarketAmountsSettings, productIds: string[]): Promise<Result<Record<string, MarketAmounts>>> {
  if (productIds.length === 0) return { ok: true, value: {} }
  const url = `${settings.contentApiUrl.replace(/\/+$/, '')}/documents/public`
  const init = jsonInit({ datatype: 'product', ids: productIds }, { 'x-instance-id': settings.instanceId, 'x-store-instance': settings.instanceName })
  const read = async () => readReply(await exchange(settings.fetch ?? fetch, url, init), DocumentsBody, 'documents')
  const documents = settings.reads ? await settings.reads(url, init, read) : await read()
  if (!documents.ok) return documents
  const tiles = documents.value.items.filter((item) => is(item, TileAmounts))
  return { ok: true, value: Object.fromEntries(tiles.map((tile) => [tile.id, amountsOf(tile)])) }
}
