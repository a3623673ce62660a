import type { Database } from '../db/database.ts'
import { VOCABULARIES } from '../seed/languages/index.ts'
import { BADGES, STOCK_STATES } from '../seed/languages/vocabulary.ts'
import { slugify } from '../seed/random.ts'
import type { Edition } from './editions.ts'
import { groupPrice, loadProducts, productTile, stockStateOf, type ProductRow, type ProductTile } from './catalogue.ts'
import { TEXT_SEARCH_CONFIG } from './language-config.ts'

export const SORTINGS = ['popularity', 'price-desc', 'price-asc', 'new-hits'] as const
export type SortingId = (typeof SORTINGS)[number] | 'relevance'

export interface Filters {
  category?: string[]
  manufacturer?: string[]
  badges?: string[]
  availability?: string[]
  price?: { min?: number; max?: number }
}

export interface SearchQuery {
  phrase: string
  count: number
  offset: number
  sorting: SortingId
  filters: Filters
  enableAggregations: boolean
  /** A listing's fixed scope: the category or manufacturer page it belongs to. */
  scope: { category?: string; manufacturer?: string }
}

/** Title similarity (0..1) from which a product counts as a typo-tolerant match. */
const WORD_SIMILARITY_MIN = 0.4

interface Hit {
  product_id: number
  score: number
}

/** Builds an OR query of the phrase's words for full text; the last word also matches as a prefix (autosuggest). */
export function orQuery(phrase: string): string {
  const words = phrase.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0).slice(0, 12)
  return words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' | ')
}

async function matchPhrase(db: Database, edition: Edition, phrase: string): Promise<Map<number, number>> {
  const tsquery = orQuery(phrase)
  const result = await db.query<Hit>(
    `SELECT product_id,
        word_similarity($2, title) * 2 + similarity($2, title)
          + CASE WHEN $4 = '' THEN 0 ELSE ts_rank(document, to_tsquery($3::regconfig, $4)) END AS score
     FROM product_search
     WHERE language = $1 AND (word_similarity($2, title) >= $5 OR ($4 <> '' AND document @@ to_tsquery($3::regconfig, $4)))`,
    [edition.language, phrase, TEXT_SEARCH_CONFIG[edition.language], tsquery, WORD_SIMILARITY_MIN],
  )
  return new Map(result.rows.map((row) => [row.product_id, Number(row.score)]))
}

function passes(row: ProductRow, filters: Filters, skip?: keyof Filters): boolean {
  if (skip !== 'category' && filters.category?.length && !filters.category.includes(row.category_id ?? '')) return false
  if (skip !== 'manufacturer' && filters.manufacturer?.length && !filters.manufacturer.includes(slugify(row.manufacturer))) return false
  if (skip !== 'badges' && filters.badges?.length && !filters.badges.some((badge) => row.details.badges.includes(badge as never))) return false
  if (skip !== 'availability' && filters.availability?.length && !filters.availability.includes(stockStateOf(row))) return false
  if (skip !== 'price' && filters.price) {
    const { price } = groupPrice(row)
    if (price === null) return false
    if (filters.price.min !== undefined && price < filters.price.min) return false
    if (filters.price.max !== undefined && price > filters.price.max) return false
  }
  return true
}

function sortRows(rows: ProductRow[], sorting: SortingId, scores: Map<number, number>): ProductRow[] {
  const price = (row: ProductRow) => groupPrice(row).price ?? Number.POSITIVE_INFINITY
  const byId = (a: ProductRow, b: ProductRow) => a.id - b.id
  const compare: Record<SortingId, (a: ProductRow, b: ProductRow) => number> = {
    relevance: (a, b) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0) || b.details.popularity - a.details.popularity || byId(a, b),
    popularity: (a, b) => b.details.popularity - a.details.popularity || byId(a, b),
    'price-asc': (a, b) => price(a) - price(b) || byId(a, b),
    'price-desc': (a, b) => price(b) - price(a) || byId(a, b),
    'new-hits': (a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime() || byId(a, b),
  }
  return [...rows].sort(compare[sorting])
}

function termCounts(rows: ProductRow[], key: (row: ProductRow) => string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const row of rows) for (const value of key(row)) counts.set(value, (counts.get(value) ?? 0) + 1)
  return counts
}

function aggregations(rows: ProductRow[], filters: Filters, edition: Edition, categoryTitles: Map<string, string>) {
  const v = VOCABULARIES[edition.language]
  const terms = (id: keyof Filters, title: string, key: (row: ProductRow) => string[], label: (value: string) => string, order?: readonly string[]) => {
    const counts = termCounts(rows.filter((row) => passes(row, filters, id)), key)
    const selected = (filters[id] as string[] | undefined) ?? []
    const values = [...counts.keys()].sort((a, b) => (order ? order.indexOf(a) - order.indexOf(b) : label(a).localeCompare(label(b))))
    return { id, title, type: 'terms' as const, values: values.map((value) => ({ value, title: label(value), count: counts.get(value) ?? 0, selected: selected.includes(value) })) }
  }
  const priced = rows.filter((row) => passes(row, filters, 'price')).map((row) => groupPrice(row).price).filter((price): price is number => price !== null)
  const manufacturerNames = new Map(rows.map((row) => [slugify(row.manufacturer), row.manufacturer]))
  return [
    terms('category', v.aggregations.category, (row) => (row.category_id ? [row.category_id] : []), (value) => categoryTitles.get(value) ?? value),
    terms('manufacturer', v.aggregations.manufacturer, (row) => [slugify(row.manufacturer)], (value) => manufacturerNames.get(value) ?? value),
    {
      id: 'price' as const,
      title: v.aggregations.price,
      type: 'range' as const,
      currency: edition.currency,
      min: priced.length ? Math.floor(Math.min(...priced)) : 0,
      max: priced.length ? Math.ceil(Math.max(...priced)) : 0,
      selectedMin: filters.price?.min ?? null,
      selectedMax: filters.price?.max ?? null,
    },
    terms('badges', v.aggregations.badges, (row) => row.details.badges, (value) => v.badges[value as (typeof BADGES)[number]] ?? value, BADGES),
    terms('availability', v.aggregations.availability, (row) => [stockStateOf(row)], (value) => v.stock[value as (typeof STOCK_STATES)[number]] ?? value, STOCK_STATES),
  ]
}

export function sortingOptions(edition: Edition, active: SortingId) {
  const v = VOCABULARIES[edition.language].sorting
  const titles: Record<(typeof SORTINGS)[number], string> = { popularity: v.popularity, 'price-desc': v.priceDesc, 'price-asc': v.priceAsc, 'new-hits': v.newHits }
  const fields = { popularity: ['popularity', 'asc'], 'price-desc': ['price', 'desc'], 'price-asc': ['price', 'asc'], 'new-hits': ['new', 'asc'] } as const
  return SORTINGS.map((id) => ({ id, field: fields[id][0], order: fields[id][1], title: titles[id], active: id === active }))
}

interface GroupItem {
  id: string
  url: string
  title: string
  picture_url_main: string | null
  overviewImages: string[]
  category_title: string | null
  manufacturer_title: string | null
}

async function otherGroups(db: Database, edition: Edition, phrase: string) {
  const language = edition.language
  const categories = await db.query<{ id: string; title: string; slug: string }>(
    `SELECT id, titles->>$1 AS title, slugs->>$1 AS slug FROM categories WHERE word_similarity($2, titles->>$1) >= 0.5 ORDER BY word_similarity($2, titles->>$1) DESC, position`,
    [language, phrase],
  )
  const manufacturers = await db.query<{ manufacturer: string }>(
    `SELECT DISTINCT manufacturer FROM products WHERE word_similarity($1, manufacturer) >= 0.6 ORDER BY manufacturer`,
    [phrase],
  )
  const others = await db.query<{ url: string; title: string; type: string }>(
    `SELECT url, data->'metadata'->>'title' AS title, type FROM content_pages
     WHERE edition = $1 AND type IN ('page', 'post', 'webedition', 'bundle') AND word_similarity($2, data->'metadata'->>'title') >= 0.5
     ORDER BY word_similarity($2, data->'metadata'->>'title') DESC, url LIMIT 10`,
    [edition.key, phrase],
  )
  const item = (id: string, url: string, title: string, picture: string | null, categoryTitle: string | null, manufacturerTitle: string | null): GroupItem => ({
    id, url, title, picture_url_main: picture, overviewImages: picture ? [picture] : [], category_title: categoryTitle, manufacturer_title: manufacturerTitle,
  })
  return {
    category: categories.rows.map((row) => item(row.id, `/${edition.key}/c/${row.slug}/`, row.title, `/images/categories/${row.id}.png`, row.title, null)),
    manufacturer: manufacturers.rows.map((row) => item(slugify(row.manufacturer), `/${edition.key}/m/${slugify(row.manufacturer)}/`, row.manufacturer, `/images/manufacturers/${slugify(row.manufacturer)}.png`, null, row.manufacturer)),
    other: others.rows.map((row) => item(row.url, row.url, row.title, null, null, null)),
  }
}

export interface SearchResult {
  total: number
  count: number
  offset: number
  searchPhrase: string
  groups: {
    product: { total: number; items: ProductTile[] }
    category: { total: number; items: GroupItem[] }
    manufacturer: { total: number; items: GroupItem[] }
    other: { total: number; items: GroupItem[] }
  }
  aggregations: ReturnType<typeof aggregations>
  sorting: SortingId
  sortings: ReturnType<typeof sortingOptions>
  constraints: { category?: string; manufacturer?: string }
}

/** Listing, search page and autosuggest: one query path, different counts. */
export async function searchCatalogue(db: Database, edition: Edition, query: SearchQuery): Promise<SearchResult> {
  const phrase = query.phrase.trim()
  const scores = phrase ? await matchPhrase(db, edition, phrase) : new Map<number, number>()
  let rows = phrase ? await loadProducts(db, edition.language, edition.currency, [...scores.keys()]) : await loadProducts(db, edition.language, edition.currency)
  if (query.scope.category) rows = rows.filter((row) => row.category_id === query.scope.category)
  if (query.scope.manufacturer) rows = rows.filter((row) => slugify(row.manufacturer) === query.scope.manufacturer)
  const filtered = rows.filter((row) => passes(row, query.filters))
  const sorting = query.sorting === 'relevance' && !phrase ? 'popularity' : query.sorting
  const sorted = sortRows(filtered, sorting, scores)
  const page = sorted.slice(query.offset, query.offset + query.count)
  const categoryTitles = new Map(rows.map((row) => [row.category_id ?? '', row.category_title ?? '']))
  const groups = phrase ? await otherGroups(db, edition, phrase) : { category: [], manufacturer: [], other: [] }
  return {
    total: filtered.length,
    count: page.length,
    offset: query.offset,
    searchPhrase: phrase,
    groups: {
      product: { total: filtered.length, items: page.map((row) => productTile(row, edition)) },
      category: { total: groups.category.length, items: groups.category },
      manufacturer: { total: groups.manufacturer.length, items: groups.manufacturer },
      other: { total: groups.other.length, items: groups.other },
    },
    aggregations: query.enableAggregations ? aggregations(rows, query.filters, edition, categoryTitles) : [],
    sorting,
    sortings: sortingOptions(edition, sorting),
    constraints: query.scope,
  }
}
