import { array, boolean, enums, integer, max, min, number, object, optional, record, size, string, StructError, type as loose, union, unknown, validate, type Describe, type Struct } from 'superstruct'
import { json } from '../http/router.ts'
import { SORTINGS } from './search.ts'

const Text = size(string(), 0, 500)

const Filters = loose({
  category: optional(array(Text)),
  manufacturer: optional(array(Text)),
  badges: optional(array(Text)),
  availability: optional(array(Text)),
  price: optional(object({ min: optional(min(number(), 0)), max: optional(min(number(), 0)) })),
})

/** A named sort, or the field/order form; `order` defaults to ascending. */
const Sorting = union([
  enums([...SORTINGS, 'relevance']),
  object({ field: enums(['popularity', 'price', 'new', 'relevance']), order: optional(enums(['asc', 'desc'])) }),
])

/** Search constraints of SPEC §3, plus the listing scope (category or manufacturer id). Unknown keys pass. */
const Constraints = loose({
  category: optional(Text),
  manufacturer: optional(Text),
  language: optional(Text),
  group: optional(Text),
})

const searchFields = {
  searchPhrase: optional(size(string(), 0, 200)),
  isSearch: optional(boolean()),
  enableAggregations: optional(boolean()),
  aggregations: optional(Filters),
  sorting: optional(Sorting),
  count: optional(max(min(integer(), 0), 200)),
  offset: optional(min(integer(), 0)),
  bundles: optional(unknown()),
  constraints: optional(Constraints),
  params: optional(record(string(), unknown())),
  slot: optional(Text),
}

export const PageRequest = loose({ url: size(string(), 1, 2048), ...searchFields })
export const SearchRequest = loose({ url: optional(size(string(), 0, 2048)), ...searchFields })
export const SnippetsRequest = loose({
  snippetIds: size(array(size(string(), 1, 100)), 1, 50),
  constraints: optional(loose({ language: optional(Text) })),
})
export const DocumentsRequest = loose({
  datatype: enums(['page', 'product']),
  ids: size(array(size(string(), 1, 2048)), 0, 200),
  fields: optional(array(size(string(), 1, 100))),
  constraints: optional(loose({ query: optional(loose({ language: optional(Text), group: optional(Text) })) })),
})
export const RecommendationRequest = loose({
  productIds: optional(size(array(size(string(), 1, 100)), 0, 50)),
  type: optional(enums(['similar', 'accessories', 'bestsellers'])),
  count: optional(max(min(integer(), 1), 48)),
  constraints: optional(Constraints),
})

export type PageBody = typeof PageRequest.TYPE
export type SearchBody = typeof SearchRequest.TYPE

/** Reads and validates a JSON body; a bad one becomes a 400 reply naming the offending field. */
export async function readBody<T>(request: Request, struct: Struct<T> | Describe<T>): Promise<{ value: T } | { error: Response }> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return { error: json({ status: 400, error: 'Request body must be JSON' }, { status: 400 }) }
  }
  // Nothing here is coerced: validating alone spares every optional union a failed coercion per request.
  const [failure, value] = validate(body, struct as Struct<T>)
  if (failure instanceof StructError) {
    const where = failure.path.length ? failure.path.join('.') : 'body'
    return { error: json({ status: 400, error: `Invalid ${where}: ${failure.message}` }, { status: 400 }) }
  }
  return { value: value as T }
}
