import { EDITIONS } from '../../backend/content/editions.ts'
import { VOCABULARIES } from '../../backend/seed/languages/index.ts'
import { CATEGORY_IDS } from '../../backend/seed/languages/vocabulary.ts'
import { MANUFACTURERS, buildProducts } from '../../backend/seed/products.ts'
import { slugify } from '../../backend/seed/random.ts'

/**
 * Distinct addresses of the long tail (issue 23): pages nobody asked for a moment ago. Built from the demo
 * catalogue the backend seeds, so every address names something that exists; each list is shuffled with a
 * fixed seed so runs compare.
 */
export type ColdKind = 'product' | 'search' | 'listing'

function shuffled<T>(items: T[], seed = 23): T[] {
  const out = [...items]
  let state = seed
  for (let index = out.length - 1; index > 0; index--) {
    state = (state * 1103515245 + 12345) % 2 ** 31
    const other = state % (index + 1)
    const kept = out[index] as T
    out[index] = out[other] as T
    out[other] = kept
  }
  return out
}

const products = buildProducts()

/** Every product page of every edition. */
function productUrls(): string[] {
  return EDITIONS.flatMap((edition) => products.map((product) => `/${edition.key}/p/${product.id}/`))
}

/** Phrases a shopper types: single words and pairs of nearby words from the product titles of the edition's language. */
function searchUrls(limit: number): string[] {
  const urls = new Set<string>()
  for (const edition of EDITIONS) {
    const words = [...new Set(products.flatMap((product) => product.titles[edition.language].toLowerCase().split(/\s+/)).filter((word) => word.length > 3))]
    for (const word of words) urls.add(`${edition.searchRoute}?searchPhrase=${encodeURIComponent(word)}`)
    for (const [index, word] of words.entries()) {
      for (const other of words.slice(index + 1, index + 7)) urls.add(`${edition.searchRoute}?searchPhrase=${encodeURIComponent(`${word} ${other}`)}`)
    }
  }
  return shuffled([...urls]).slice(0, limit)
}

/**
 * Category listings with a sort, a manufacturer or a price range, alone and combined. A manufacturer is
 * named by its id, as the listing's own filter writes it: a name the platform does not know filters everything out.
 */
function listingUrls(limit: number): string[] {
  const sorts = ['', 'popularity', 'price-desc', 'price-asc', 'new-hits']
  const prices = ['', '0-50', '50-100', '100-']
  const manufacturers = ['', ...MANUFACTURERS.map(slugify)]
  const urls: string[] = []
  for (const edition of EDITIONS) {
    for (const category of CATEGORY_IDS) {
      const base = `/${edition.key}/c/${VOCABULARIES[edition.language].categories[category].slug}/`
      for (const sort of sorts)
        for (const price of prices)
          for (const manufacturer of manufacturers) {
            const query = new URLSearchParams()
            if (manufacturer) query.set('manufacturer', manufacturer)
            if (price) query.set('price', price)
            if (sort) query.set('sort', sort)
            const text = query.toString()
            if (text) urls.push(`${base}?${text}`)
          }
    }
  }
  return shuffled(urls).slice(0, limit)
}

export function coldUrls(kind: ColdKind, limit: number): string[] {
  if (kind === 'product') return shuffled(productUrls()).slice(0, limit)
  return kind === 'search' ? searchUrls(limit) : listingUrls(limit)
}

/** `count` distinct addresses of every kind, taken in turn while a kind has any left, for the memory run. */
export function mixedColdUrls(count: number): string[] {
  const lists = (['product', 'search', 'listing'] as const).map((kind) => coldUrls(kind, count))
  const mixed: string[] = []
  for (let index = 0; mixed.length < count && lists.some((list) => index < list.length); index++) {
    for (const list of lists) if (index < list.length && mixed.length < count) mixed.push(list[index]!)
  }
  return mixed
}
