import { useSelector } from '@xstate/react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { ContentLink } from '../content/content-link.tsx'
import type { FavouriteProps } from '../content/favourite-props.ts'
import { Listing, type ListingRef } from '../listing/listing.tsx'
import type { SearchGroups, SearchLink } from './search-groups.ts'

interface SearchResultsProps {
  term: string
  /** The listing actor of the found products. */
  listing: ListingRef
  /** The search's own address, its phrase included: a new phrase is a new listing, with picks of its own. */
  address: string
  groups: SearchGroups
  /** Where to go instead when nothing is found (the main categories). */
  suggestions: readonly SearchLink[]
  favourites?: FavouriteProps
}

/** The search page (SPEC §2): the phrase, the product count, products with filters and sorts, categories, others. */
export function SearchResults({ term, listing, address, groups, suggestions, favourites }: SearchResultsProps) {
  const { LL } = useI18nContext()
  const total = useSelector(listing, (snapshot) => snapshot.context.result?.total ?? 0)
  // A filtered search that finds nothing keeps its listing: its filters can be reset there.
  const filtered = useSelector(listing, (snapshot) => Object.keys(snapshot.context.filters).length > 0)
  // SPEC §5 "Search input: required": without a phrase the page asks for one and lists nothing.
  const nothing = !term || (total === 0 && !filtered && groups.category.length === 0 && groups.others.length === 0)
  return (
    <div className="search-results page-width">
      <h1>{term ? LL.SEARCH_RESULT_FOR({ term }) : LL.SEARCH()}</h1>
      {nothing ? (
        <section className="search-results__empty">
          <p>{term ? LL.SEARCH_NO_RESULTS() : LL.SEARCH_REQUIRED()}</p>
          {suggestions.length > 0 && (
            <>
              <h2>{LL.SEARCH_SUGGESTIONS()}</h2>
              <LinkList links={suggestions} />
            </>
          )}
        </section>
      ) : (
        <>
          {groups.category.length > 0 && (
            <section className="search-results__group" aria-labelledby="search-categories">
              <h2 id="search-categories">{LL.AUTOSUGGEST_CATEGORIES()}</h2>
              <LinkList links={groups.category} />
            </section>
          )}
          {groups.others.length > 0 && (
            <section className="search-results__group" aria-labelledby="search-others">
              <h2 id="search-others">{LL.SEARCH_GROUP_OTHERS()}</h2>
              <LinkList links={groups.others} />
            </section>
          )}
          <section aria-labelledby="search-products">
            <h2 id="search-products">{LL.AUTOSUGGEST_PRODUCTS()}</h2>
            <Listing listing={listing} address={address} favourites={favourites} />
          </section>
        </>
      )}
    </div>
  )
}

function LinkList({ links }: { links: readonly SearchLink[] }) {
  return (
    <ul className="search-results__links">
      {links.map((link) => (
        <li key={link.href}>
          <ContentLink href={link.href}>{link.title}</ContentLink>
        </li>
      ))}
    </ul>
  )
}
