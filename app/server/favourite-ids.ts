/** SPEC §9: the favourites bubble has layouts for up to three digits, so a shopper may hold up to 999 favourites. */
const MAX_FAVOURITES = 999

/**
 * The favourites a page asks the catalogue about: the well-formed ids, each once, and of a longer list than a shopper
 * may hold the most recently added (the wishlist adds at the end), so the one just added is never left out.
 */
export function favouriteIdsToLookUp(ids: unknown): string[] {
  const wellFormed = (Array.isArray(ids) ? ids : []).map(String).filter((id) => /^[\w-]{1,64}$/.test(id))
  return [...new Set(wellFormed)].slice(-MAX_FAVOURITES)
}
