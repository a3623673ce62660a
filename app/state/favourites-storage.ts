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

/** The favourite products' tiles as last loaded, so an outage of the catalogue does not empty the page. */
const LAST_KNOWN_TILES_KEY = 'lastKnownFavourites'

export function readLastKnownFavouriteTiles(): unknown[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(LAST_KNOWN_TILES_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed : []
  } catch {
    return []
  }
}

export function writeLastKnownFavouriteTiles(tiles: unknown[]): void {
  try {
    window.localStorage.setItem(LAST_KNOWN_TILES_KEY, JSON.stringify(tiles))
  } catch {
    // Storage full or blocked: only the outage view loses them.
  }
}
