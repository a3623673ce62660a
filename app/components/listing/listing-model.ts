import { bool, isRecord, num, records, text } from '../../../domain/json-readers.ts'
import { productTileModelsOf, type ProductTileModel } from '../product-tile/product-tile-model.ts'
import { TERM_FILTERS, type TermFilter } from '../../markets/listing-query.ts'

export interface TermFacet {
  kind: 'terms'
  id: TermFilter
  title: string
  values: Array<{ value: string; title: string; count: number; selected: boolean }>
}

export interface RangeFacet {
  kind: 'range'
  id: 'price'
  title: string
  min: number
  max: number
  selectedMin: number | null
  selectedMax: number | null
}

export type Facet = TermFacet | RangeFacet

/** A listing as the category, manufacturer and search views show it. */
export interface ListingModel {
  total: number
  products: ProductTileModel[]
  facets: Facet[]
}

function facetOf(raw: Record<string, unknown>): Facet | null {
  const id = text(raw.id)
  if (text(raw.type) === 'range' && id === 'price') {
    return { kind: 'range', id, title: text(raw.title), min: num(raw.min) ?? 0, max: num(raw.max) ?? 0, selectedMin: num(raw.selectedMin), selectedMax: num(raw.selectedMax) }
  }
  if (!(TERM_FILTERS as readonly string[]).includes(id)) return null
  const values = records(raw.values).map((value) => ({ value: text(value.value), title: text(value.title), count: num(value.count) ?? 0, selected: bool(value.selected) }))
  return values.length ? { kind: 'terms', id: id as TermFilter, title: text(raw.title), values } : null
}

/** Reads a listing or search reply (total, product group or list, aggregations); its sort is the URL's, not read here. */
export function listingModelOf(raw: unknown): ListingModel {
  if (!isRecord(raw)) return { total: 0, products: [], facets: [] }
  const groups = isRecord(raw.groups) ? raw.groups : {}
  const productGroup = isRecord(groups.product) ? groups.product : {}
  const products = productTileModelsOf(productGroup.items ?? raw.products)
  return {
    total: num(raw.total) ?? products.length,
    products,
    facets: records(raw.aggregations).flatMap((facet) => facetOf(facet) ?? []),
  }
}
