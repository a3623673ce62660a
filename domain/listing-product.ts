import { text, type Json } from './json-readers.ts'
import { currencyNamed, moneyIn } from './money.ts'
import type { ListingProduct } from './types.ts'

/**
 * A product of a listing, search or slider reply, its price read with its currency (the one the content platform
 * names, else the store's); the fields a tile reads besides stay as the platform sent them.
 */
export const listingProductOf = (item: Json, storeCurrency: string): ListingProduct => ({
  ...item,
  id: text(item.id),
  title: text(item.title),
  url: text(item.url),
  price: moneyIn(item.price, currencyNamed(item.currency, storeCurrency)),
})
