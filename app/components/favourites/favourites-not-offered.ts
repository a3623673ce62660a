/**
 * The favourites this edition's catalogue does not offer: those it was asked about and sent no tile for.
 * Favourites are kept for every edition alike, so one may be sold in another edition only, or no longer at all.
 * A favourite the catalogue was not asked about (added a moment ago, or beyond the 999 a page asks about)
 * is not one of them: nothing is said, or removed, of what is not known.
 */
export function favouritesNotOffered(favourites: readonly string[], lookedUp: readonly string[], offered: readonly string[]): string[] {
  return favourites.filter((id) => lookedUp.includes(id) && !offered.includes(id))
}
