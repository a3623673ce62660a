import { ErrorPage } from '../error-page/error-page.tsx'
import { CategoryTeasersElement } from './category-teasers-element.tsx'
import type { ContentElementData } from './content-element-types.ts'
import type { FavouriteProps } from './favourite-props.ts'
import { HeroElement } from './hero-element.tsx'
import { PostListElement } from './post-list-element.tsx'
import { ProductSliderElement } from './product-slider-element.tsx'
import { record, text } from '../../../domain/json-readers.ts'
import { SnippetHtml } from './snippet-html.tsx'

interface ContentElementsProps {
  elements: readonly ContentElementData[]
  /** The first hero of the page is its h1 and loads its image at once. */
  leading?: boolean
  /** Status the error-page element shows (404 or another code). */
  errorStatus?: number
  favourites?: FavouriteProps
}

/**
 * Renders a page's content elements in order (SPEC §3 "Content element"). Elements that are not visible
 * (metadata, header/footer overrides, cart shipping rates) render nothing here.
 */
export function ContentElements({ elements, leading = false, errorStatus = 404, favourites }: ContentElementsProps) {
  const firstHero = leading ? elements.findIndex((element) => element.component === 'hero') : -1
  return (
    <>
      {elements.map((element, index) => {
        const content = element.properties?.content
        const key = `${element.component}-${index}`
        switch (element.component) {
          case 'hero':
            return <HeroElement key={key} content={content} priority={index === firstHero} headingLevel={index === firstHero ? 1 : 2} />
          case 'category-teasers':
            return <CategoryTeasersElement key={key} content={content} />
          case 'product-slider':
          case 'product-highlight':
            return <ProductSliderElement key={key} content={content} favourites={favourites} />
          case 'post-list':
            return <PostListElement key={key} content={content} />
          case 'text':
          case 'content-snippet':
            return <SnippetHtml key={key} html={text(record(content).html)} className="snippet-html page-width" />
          case 'error-page':
            return <ErrorPage key={key} status={errorStatus} content={content} />
          case 'neocom-advisor':
            // The advisor is a third-party widget mounted into this slot; the shop only reserves its place.
            return record(content).enabled === false ? null : <div key={key} className="advisor-slot" data-advisor="neocom" />
          default:
            return null
        }
      })}
    </>
  )
}
