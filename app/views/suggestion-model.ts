/** One autosuggest entry as the search box shows it (SPEC §2 "autosuggest search (4 results)"). */
export interface SuggestionModel {
  id: string
  title: string
  href: string
  group: string
  image: string | null
}
