import type { PageData } from '../../machines/types.ts'
import type { FavouriteProps } from '../components/content/favourite-props.ts'
import { menuOf } from '../components/header/header-model.ts'
import { listingModelOf } from '../components/listing/listing-model.ts'
import { parseListingParams } from '../components/listing/listing-query.ts'
import { searchGroupsOf } from '../components/search/search-groups.ts'
import { SearchResults } from '../components/search/search-results.tsx'
import { useListingNavigation } from './use-listing-navigation.ts'

interface SearchViewProps {
  page: PageData | null
  term: string
  params: Record<string, string>
  menu: unknown
  edition: string
  favourites: FavouriteProps
}

/** The search route of an edition: results for the phrase with the listing's filters and sorts. */
export function SearchView({ page, term, params, menu, edition, favourites }: SearchViewProps) {
  const { change, busy } = useListingNavigation({ searchPhrase: term })
  const search = page?.data.search
  // Nothing found: the main categories are a useful way on.
  const categories = menuOf(menu, edition).flatMap((item) => item.children.filter((child) => !child.deliveryItem))
  return (
    <SearchResults
      term={term}
      listing={listingModelOf(search)}
      groups={searchGroupsOf(search)}
      params={parseListingParams(params)}
      onChange={change}
      busy={busy}
      suggestions={categories.map((item) => ({ id: item.id, title: item.text, href: item.href }))}
      favourites={favourites}
    />
  )
}
