import { ResponsiveImage } from '../responsive-image.tsx'
import { ContentLink } from './content-link.tsx'
import { record, records, text } from '../../../domain/json-readers.ts'
import { imagePathOf, useShop } from './shop-context.tsx'
import { formatDate } from '../../../i18n/numbers.ts'

/** The blog's list of posts with teaser and date. */
export function PostListElement({ content }: { content: unknown }) {
  const { imageHost, entry } = useShop()
  const data = record(content)
  return (
    <section className="post-list">
      {text(data.heading) && <h1>{text(data.heading)}</h1>}
      <ul className="post-list__items">
        {records(data.items).map((item) => (
          <li key={text(item.url)} className="post-list__item">
            {text(item.image) && <ResponsiveImage imageHost={imageHost} path={imagePathOf(text(item.image))} alt="" width={320} height={200} sizes="(max-width: 991px) 100vw, 320px" />}
            <h2>
              <ContentLink href={text(item.url)}>{text(item.title)}</ContentLink>
            </h2>
            {text(item.date) && <time dateTime={text(item.date)}>{formatDate(new Date(text(item.date)), entry.hreflang)}</time>}
            <p>{text(item.teaser)}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
