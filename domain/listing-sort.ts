/**
 * SPEC §9 "Sort options: popularity, price descending, price ascending, new hits"; "default sort ascending". One
 * vocabulary for the listing's URL (`?sort=price-desc`), its machine and its view; the default order is written as
 * no `sort` in the URL. The content platform's own names for them are the content service's to know.
 */
export const LISTING_SORTS = ['ascending', 'popularity', 'price-desc', 'price-asc', 'new-hits'] as const
export type ListingSort = (typeof LISTING_SORTS)[number]
export const LISTING_DEFAULT_SORT: ListingSort = 'ascending'

/** The sorts a shopper picks; the default order is what a listing has before any is picked. */
export const CHOSEN_SORTS = LISTING_SORTS.filter((sort) => sort !== LISTING_DEFAULT_SORT)

/** A sort read from outside (a URL, a request): one of the vocabulary, else the default order. */
export const listingSortOf = (value: unknown): ListingSort => LISTING_SORTS.find((sort) => sort === value) ?? LISTING_DEFAULT_SORT
