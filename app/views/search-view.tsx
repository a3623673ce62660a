import type { PageData } from '../../domain/types.ts'
import type { FavouriteProps } from '../components/content/favourite-props.ts'
import type { MenuItemModel } from '../components/header/header-model.ts'
import { searchGroupsOf } from '../components/search/search-groups.ts'
import { SearchResults } from '../components/search/search-results.tsx'
import { useFavourites } from '../state/favourites-selectors.ts'
import { useListing, useShownPath } from './use-listing.ts'

interface SearchViewProps {
  page: PageData | null
  term: string
  params: Record<string, string>
  /** The main categories, shown when nothing is found: a useful way on. */
  categories: MenuItemModel[]
  edition: string
}

/** The search route of an edition: results for the phrase with the listing's filters and sorts. */
export function SearchView({ page, term, params, categories, edition }: SearchViewProps) {
  const favourites = useFavourites()
  const path = useShownPath()
  return (
    <SearchListing
      // A new phrase is a new listing.
      key={`${path}?${term}`}
      path={path}
      term={term}
      params={params}
      rendered={page?.data.search}
      edition={edition}
      suggestions={categories.map((item) => ({ id: item.id, title: item.text, href: item.href }))}
      favourites={favourites}
    />
  )
}

interface SearchListingProps {
  path: string
  term: string
  params: Record<string, string>
  rendered: unknown
  edition: string
  suggestions: Array<{ id: string; title: string; href: string }>
  favourites: FavouriteProps
}

function SearchListing({ path, term, params, rendered, edition, suggestions, favourites }: SearchListingProps) {
  const listing = useListing({ path, language: edition, params, rendered, extra: { searchPhrase: term } })
  return <SearchResults term={term} listing={listing} address={`${path}?${term}`} groups={searchGroupsOf(rendered)} suggestions={suggestions} favourites={favourites} />
}
