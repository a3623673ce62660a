import { ResponsiveImage } from '../responsive-image.tsx'
import { ContentLink } from './content-link.tsx'
import { record, text } from '../../../domain/json-readers.ts'
import { imagePathOf, useShop } from './shop-context.tsx'

/** A page's opening banner: heading, text, image and an optional call to action. The first one is above the fold. */
export function HeroElement({ content, priority, headingLevel }: { content: unknown; priority: boolean; headingLevel: 1 | 2 }) {
  const { imageHost } = useShop()
  const data = record(content)
  const link = record(data.link)
  const image = text(data.image)
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <section className="hero-element">
      <div className="hero-element__text">
        <Heading>{text(data.heading)}</Heading>
        {text(data.text) && <p>{text(data.text)}</p>}
        {text(link.url) && (
          <ContentLink href={text(link.url)} className="button">
            {text(link.text)}
          </ContentLink>
        )}
      </div>
      {image && (
        <ResponsiveImage imageHost={imageHost} path={imagePathOf(image)} alt="" width={640} height={360} sizes="(max-width: 991px) 100vw, 640px" priority={priority} className="hero-element__image" />
      )}
    </section>
  )
}
