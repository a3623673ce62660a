import type { PageData } from '../../domain/types.ts'
import { ContentElements } from '../components/content/content-elements.tsx'
import type { FavouriteProps } from '../components/content/favourite-props.ts'
import { Listing } from '../components/listing/listing.tsx'
import { useFavourites } from '../state/favourites-selectors.ts'
import { useListing, useShownPath } from './use-listing.ts'

interface CategoryViewProps {
  page: PageData
  edition: string
  params: Record<string, string>
}

/** Category and manufacturer pages (same view, SPEC §2): banner, listing with filters and sort, bottom content. */
export function CategoryView({ page, edition, params }: CategoryViewProps) {
  const favourites = useFavourites()
  const path = useShownPath()
  const elements = page.data.contentElements ?? {}
  const top = elements.top ?? []
  const title = (page.data.metadata as { title?: unknown } | undefined)?.title
  return (
    <div className="category-page">
      {!top.some((element) => element.component === 'hero') && typeof title === 'string' && <h1 className="page-width">{title}</h1>}
      <ContentElements elements={top} leading favourites={favourites} />
      <div className="page-width">
        <CategoryListing key={path} path={path} edition={edition} params={params} rendered={page.data.listing} favourites={favourites} />
      </div>
      <ContentElements elements={elements.bottom ?? []} favourites={favourites} />
    </div>
  )
}

function CategoryListing({ path, edition, params, rendered, favourites }: { path: string; edition: string; params: Record<string, string>; rendered: unknown; favourites: FavouriteProps }) {
  const listing = useListing({ path, language: edition, params, rendered })
  return <Listing listing={listing} address={path} favourites={favourites} />
}
