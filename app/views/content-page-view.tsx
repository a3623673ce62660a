import { ContentElements } from '../components/content/content-elements.tsx'
import type { PageData } from '../../domain/types.ts'
import { useFavourites } from '../state/favourites-selectors.ts'

/** Page, webedition and post: the content elements top and bottom (SPEC §2). */
export function ContentPageView({ page }: { page: PageData }) {
  const favourites = useFavourites()
  const elements = page.data.contentElements ?? {}
  const title = typeof page.data.metadata === 'object' ? (page.data.metadata as { title?: unknown }).title : undefined
  const top = elements.top ?? []
  // Pages whose content opens with no banner or heading of its own get the page title as their h1.
  const needsHeading = !top.some((element) => element.component === 'hero' || element.component === 'post-list' || element.component === 'text')
  return (
    <div className={`content-page content-page--${page.type}`}>
      {needsHeading && typeof title === 'string' && title && <h1 className="page-width">{title}</h1>}
      <ContentElements elements={top} leading favourites={favourites} />
      <ContentElements elements={elements.bottom ?? []} favourites={favourites} />
    </div>
  )
}
