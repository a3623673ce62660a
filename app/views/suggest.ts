import type { SuggestionModel } from '../components/search/autosuggest-keys.ts'
import { suggestProducts } from '../server/browse-page.ts'

/** Asks the server for autosuggest results of the edition that `path` belongs to. */
export function fetchSuggestions(path: string, term: string): Promise<SuggestionModel[]> {
  return suggestProducts({ data: { path, term } })
}
