import type { PageData } from '../../machines/types.ts'
import { ContentElements } from '../components/content/content-elements.tsx'
import type { FavouriteProps } from '../components/content/favourite-props.ts'
import { Listing } from '../components/listing/listing.tsx'
import { listingModelOf } from '../components/listing/listing-model.ts'
import { parseListingParams } from '../components/listing/listing-query.ts'
import { useListingNavigation } from './use-listing-navigation.ts'

/** Category and manufacturer pages (same view, SPEC §2): banner, listing with filters and sort, bottom content. */
export function CategoryView({ page, params, favourites }: { page: PageData; params: Record<string, string>; favourites: FavouriteProps }) {
  const { change, busy } = useListingNavigation()
  const elements = page.data.contentElements ?? {}
  const top = elements.top ?? []
  const title = (page.data.metadata as { title?: unknown } | undefined)?.title
  return (
    <div className="category-page">
      {!top.some((element) => element.component === 'hero') && typeof title === 'string' && <h1 className="page-width">{title}</h1>}
      <ContentElements elements={top} leading favourites={favourites} />
      <div className="page-width">
        <Listing model={listingModelOf(page.data.listing)} params={parseListingParams(params)} onChange={change} busy={busy} favourites={favourites} />
      </div>
      <ContentElements elements={elements.bottom ?? []} favourites={favourites} />
    </div>
  )
}
