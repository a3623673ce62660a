/** Favourites live in browser storage under 'favorites' (SPEC §3), as a list of product id strings. */
const FAVOURITES_KEY = 'favorites'

export function readFavourites(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(FAVOURITES_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}

export function writeFavourites(favourites: string[]): void {
  try {
    window.localStorage.setItem(FAVOURITES_KEY, JSON.stringify(favourites))
  } catch {
    // Storage full or blocked: the list still works in this tab.
  }
}
