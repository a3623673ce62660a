import { ResponsiveImage } from '../responsive-image.tsx'
import { ContentLink } from './content-link.tsx'
import { record, records, text } from '../../../domain/json-readers.ts'
import { imagePathOf, useShop } from './shop-context.tsx'

/** Tiles that lead into the categories. */
export function CategoryTeasersElement({ content }: { content: unknown }) {
  const { imageHost } = useShop()
  const data = record(content)
  const items = records(data.items)
  return (
    <section className="category-teasers">
      {text(data.heading) && <h2>{text(data.heading)}</h2>}
      <ul className="category-teasers__list">
        {items.map((item) => (
          <li key={text(item.id) || text(item.url)}>
            <ContentLink href={text(item.url)} className="category-teasers__link">
              {text(item.image) && (
                <ResponsiveImage imageHost={imageHost} path={imagePathOf(text(item.image))} alt="" width={240} height={160} sizes="(max-width: 991px) 45vw, 240px" />
              )}
              <span>{text(item.title)}</span>
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
