import type { Database } from '../db/database.ts'
import { VOCABULARIES } from '../seed/languages/index.ts'
import { BADGES, STOCK_STATES } from '../seed/languages/vocabulary.ts'
import { slugify } from '../seed/random.ts'
import type { Edition } from './editions.ts'
import { editionCatalogue, loadTiles, type ProductTile } from './catalogue.ts'
import { catalogueMemory } from './memory.ts'
import { jsonText, storedPages } from './stored-pages.ts'
import { productStockState } from './stock.ts'
import type { StockState } from '../seed/languages/vocabulary.ts'
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

/** What filtering, counting and sorting need of a product: small, so a whole catalogue reads in a few ms. */
interface FacetRow {
  id: number
  category_id: string | null
  category_title: string | null
  manufacturer: string
  created_at: Date
  popularity: number
  badges: string[]
  price: number | null
  stock_state: StockState
}

const amount = (value: string | number | null) => (value === null ? null : Number(value))

/** The facet rows of the edition's catalogue, derived once from the products it keeps in memory. */
function facetRows(db: Database, edition: Edition): Promise<FacetRow[]> {
  return catalogueMemory(db).remember(`facets:${edition.key}`, async () => (await editionCatalogue(db, edition)).rows.map((row): FacetRow => {
    const prices = row.variants.map((variant) => amount(variant.amount)).filter((price): price is number => price !== null)
    return {
      id: row.id,
      category_id: row.category_id,
      category_title: row.category_title,
      manufacturer: row.manufacturer,
      created_at: row.created_at,
      popularity: row.details.popularity,
      badges: row.details.badges,
      price: prices.length ? Math.min(...prices) : null,
      stock_state: productStockState(row.variants, row.details.restockExpected),
    }
  }))
}

interface Hit {
  product_id: number
  score: number
  popularity: number
}

/** Builds an OR query of the phrase's words for full text; the last word also matches as a prefix (autosuggest). */
export function orQuery(phrase: string): string {
  const words = phrase.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0).slice(0, 12)
  return words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' | ')
}

async function matchPhrase(db: Database, edition: Edition, phrase: string): Promise<Hit[]> {
  const tsquery = orQuery(phrase)
  // word_similarity is computed once per row; the sub-select keeps the planner's work small.
  const result = await db.query<{ product_id: number; score: number }>(
    `SELECT product_id, similarity * 2 + CASE WHEN $4 = '' THEN 0 ELSE ts_rank(document, to_tsquery($3::regconfig, $4)) END AS score
     FROM (SELECT product_id, document, word_similarity($2, title) AS similarity FROM product_search WHERE language = $1) AS candidates
     WHERE similarity >= $5 OR ($4 <> '' AND document @@ to_tsquery($3::regconfig, $4))`,
    [edition.language, phrase, TEXT_SEARCH_CONFIG[edition.language], tsquery, WORD_SIMILARITY_MIN],
  )
  const popularity = new Map((await facetRows(db, edition)).map((row) => [row.id, row.popularity]))
  return result.rows.map((row) => ({ product_id: row.product_id, score: Number(row.score), popularity: Number(popularity.get(row.product_id) ?? 0) }))
}

function passes(row: FacetRow, filters: Filters, skip?: keyof Filters): boolean {
  if (skip !== 'category' && filters.category?.length && !filters.category.includes(row.category_id ?? '')) return false
  if (skip !== 'manufacturer' && filters.manufacturer?.length && !filters.manufacturer.includes(slugify(row.manufacturer))) return false
  if (skip !== 'badges' && filters.badges?.length && !filters.badges.some((badge) => row.badges.includes(badge))) return false
  if (skip !== 'availability' && filters.availability?.length && !filters.availability.includes(row.stock_state)) return false
  if (skip !== 'price' && filters.price) {
    const price = row.price
    if (price === null) return false
    if (filters.price.min !== undefined && price < filters.price.min) return false
    if (filters.price.max !== undefined && price > filters.price.max) return false
  }
  return true
}

function sortRows(rows: FacetRow[], sorting: SortingId, scores: Map<number, number>): FacetRow[] {
  const price = (row: FacetRow) => row.price ?? Number.POSITIVE_INFINITY
  const byId = (a: FacetRow, b: FacetRow) => a.id - b.id
  const compare: Record<SortingId, (a: FacetRow, b: FacetRow) => number> = {
    relevance: (a, b) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0) || b.popularity - a.popularity || byId(a, b),
    popularity: (a, b) => b.popularity - a.popularity || byId(a, b),
    'price-asc': (a, b) => price(a) - price(b) || byId(a, b),
    'price-desc': (a, b) => price(b) - price(a) || byId(a, b),
    'new-hits': (a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime() || byId(a, b),
  }
  return [...rows].sort(compare[sorting])
}

function termCounts(rows: FacetRow[], key: (row: FacetRow) => string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const row of rows) for (const value of key(row)) counts.set(value, (counts.get(value) ?? 0) + 1)
  return counts
}

function aggregations(rows: FacetRow[], filters: Filters, edition: Edition, categoryTitles: Map<string, string>) {
  const v = VOCABULARIES[edition.language]
  const terms = (id: keyof Filters, title: string, key: (row: FacetRow) => string[], label: (value: string) => string, order?: readonly string[]) => {
    const counts = termCounts(rows.filter((row) => passes(row, filters, id)), key)
    const selected = (filters[id] as string[] | undefined) ?? []
    const values = [...counts.keys()].sort((a, b) => (order ? order.indexOf(a) - order.indexOf(b) : label(a).localeCompare(label(b))))
    return { id, title, type: 'terms' as const, values: values.map((value) => ({ value, title: label(value), count: counts.get(value) ?? 0, selected: selected.includes(value) })) }
  }
  const priced = rows.filter((row) => passes(row, filters, 'price')).map((row) => row.price).filter((price): price is number => price !== null)
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
    terms('badges', v.aggregations.badges, (row) => row.badges, (value) => v.badges[value as (typeof BADGES)[number]] ?? value, BADGES),
    terms('availability', v.aggregations.availability, (row) => [row.stock_state], (value) => v.stock[value as (typeof STOCK_STATES)[number]] ?? value, STOCK_STATES),
  ]
}

function sortingOptions(edition: Edition, active: SortingId) {
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

/** What a phrase may name besides products: categories, manufacturers and content pages, with their titles. */
interface GroupCandidate {
  kind: 'category' | 'manufacturer' | 'other'
  id: string
  title: string
  slug: string | null
  /** The title similarity from which the candidate is shown. */
  min: number
}

const PAGE_TYPES_FOUND = new Set(['page', 'post', 'webedition', 'bundle'])

function groupCandidates(db: Database, edition: Edition): Promise<GroupCandidate[]> {
  return catalogueMemory(db).remember(`group-candidates:${edition.key}`, async () => {
    const categories = (await db.query<{ id: string; title: string | null; slug: string | null }>('SELECT id, titles->>$1 AS title, slugs->>$1 AS slug FROM categories', [edition.language])).rows
    const manufacturers = [...new Set((await facetRows(db, edition)).map((row) => row.manufacturer))]
    const pages = [...(await storedPages(db)).byUrl.values()].filter((page) => page.edition === edition.key && PAGE_TYPES_FOUND.has(page.type))
    return [
      ...categories.flatMap((row): GroupCandidate[] => (row.title === null ? [] : [{ kind: 'category', id: row.id, title: row.title, slug: row.slug, min: 0.5 }])),
      ...manufacturers.map((name): GroupCandidate => ({ kind: 'manufacturer', id: name, title: name, slug: null, min: 0.6 })),
      ...pages.flatMap((page): GroupCandidate[] => {
        const title = jsonText(page.data.metadata?.title)
        return title === undefined ? [] : [{ kind: 'other', id: page.url, title, slug: null, min: 0.5 }]
      }),
    ]
  })
}

async function otherGroups(db: Database, edition: Edition, phrase: string) {
  // One round trip over the few titles kept in memory: categories, manufacturers and content pages resembling the phrase.
  const candidates = await groupCandidates(db, edition)
  const rows = (await db.query<{ kind: GroupCandidate['kind']; id: string; title: string; slug: string | null }>(
    `SELECT kind, id, title, slug, word_similarity($1, title) AS rank
     FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::float8[]) AS c(kind, id, title, slug, min)
     WHERE word_similarity($1, title) >= min
     ORDER BY rank DESC, id`,
    [phrase, candidates.map((c) => c.kind), candidates.map((c) => c.id), candidates.map((c) => c.title), candidates.map((c) => c.slug), candidates.map((c) => c.min)],
  )).rows
  const item = (id: string, url: string, title: string, picture: string | null, categoryTitle: string | null, manufacturerTitle: string | null): GroupItem => ({
    id, url, title, picture_url_main: picture, overviewImages: picture ? [picture] : [], category_title: categoryTitle, manufacturer_title: manufacturerTitle,
  })
  return {
    category: rows.filter((row) => row.kind === 'category').map((row) => item(row.id, `/${edition.key}/c/${row.slug}/`, row.title, `/images/categories/${row.id}.png`, row.title, null)),
    manufacturer: rows.filter((row) => row.kind === 'manufacturer').map((row) => item(slugify(row.id), `/${edition.key}/m/${slugify(row.id)}/`, row.title, `/images/manufacturers/${slugify(row.id)}.png`, null, row.title)),
    other: rows.filter((row) => row.kind === 'other').slice(0, 10).map((row) => item(row.id, row.id, row.title, null, null, null)),
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
  const hits = phrase ? await matchPhrase(db, edition, phrase) : []
  const scores = new Map(hits.map((hit) => [hit.product_id, hit.score]))
  const sorting = query.sorting === 'relevance' && !phrase ? 'popularity' : query.sorting
  const filtersSet = Object.values(query.filters).some((value) => (Array.isArray(value) ? value.length > 0 : value !== undefined))
  const groups = phrase ? await otherGroups(db, edition, phrase) : { category: [], manufacturer: [], other: [] }

  let total: number
  let pageIds: number[]
  let aggregationList: ReturnType<typeof aggregations> = []
  if (phrase && sorting === 'relevance' && !filtersSet && !query.enableAggregations && !query.scope.category && !query.scope.manufacturer) {
    // Autosuggest: relevance order needs nothing but the match itself.
    const ranked = [...hits].sort((a, b) => b.score - a.score || b.popularity - a.popularity || a.product_id - b.product_id)
    total = ranked.length
    pageIds = ranked.slice(query.offset, query.offset + query.count).map((hit) => hit.product_id)
  } else {
    const all = await facetRows(db, edition)
    let rows = phrase ? all.filter((row) => scores.has(row.id)) : all
    if (query.scope.category) rows = rows.filter((row) => row.category_id === query.scope.category)
    if (query.scope.manufacturer) rows = rows.filter((row) => slugify(row.manufacturer) === query.scope.manufacturer)
    const filtered = rows.filter((row) => passes(row, query.filters))
    total = filtered.length
    pageIds = sortRows(filtered, sorting, scores).slice(query.offset, query.offset + query.count).map((row) => row.id)
    const categoryTitles = new Map(rows.map((row) => [row.category_id ?? '', row.category_title ?? '']))
    if (query.enableAggregations) aggregationList = aggregations(rows, query.filters, edition, categoryTitles)
  }
  const items = await loadTiles(db, edition, pageIds)
  return {
    total,
    count: items.length,
    offset: query.offset,
    searchPhrase: phrase,
    groups: {
      product: { total, items },
      category: { total: groups.category.length, items: groups.category },
      manufacturer: { total: groups.manufacturer.length, items: groups.manufacturer },
      other: { total: groups.other.length, items: groups.other },
    },
    aggregations: aggregationList,
    sorting,
    sortings: sortingOptions(edition, sorting),
    constraints: query.scope,
  }
}
