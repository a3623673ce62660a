import type { Filters, SearchQuery, SortingId } from './search.ts'
import type { SearchBody } from './requests.ts'

/** Listing page size on desktop (SPEC §9). */
const DEFAULT_COUNT = 48

function sortingOf(body: SearchBody, hasPhrase: boolean): SortingId {
  const sorting = body.sorting
  if (sorting === undefined) return hasPhrase ? 'relevance' : 'popularity'
  if (typeof sorting === 'string') return sorting
  if (sorting.field === 'price') return sorting.order === 'desc' ? 'price-desc' : 'price-asc'
  if (sorting.field === 'new') return 'new-hits'
  return sorting.field
}

/** Turns a page or search body into a catalogue query within a listing's scope. */
export function queryOf(body: SearchBody, scope: SearchQuery['scope'], defaults: { count?: number; aggregations?: boolean } = {}): SearchQuery {
  const phrase = (body.searchPhrase ?? '').trim()
  return {
    phrase,
    count: body.count ?? defaults.count ?? DEFAULT_COUNT,
    offset: body.offset ?? 0,
    sorting: sortingOf(body, phrase.length > 0),
    filters: (body.aggregations ?? {}) as Filters,
    enableAggregations: body.enableAggregations ?? defaults.aggregations ?? true,
    scope,
  }
}
