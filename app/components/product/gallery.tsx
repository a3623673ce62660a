import { useState } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { imagePathOf, useShop } from '../content/shop-context.tsx'
import { ResponsiveImage } from '../responsive-image.tsx'

export interface GalleryProps {
  images: string[]
  title: string
}

/** Main image (loaded first, space reserved) with thumbnail buttons to switch it. */
export function Gallery({ images, title }: GalleryProps) {
  const { LL } = useI18nContext()
  const { imageHost } = useShop()
  const [current, setCurrent] = useState(0)
  const shown = images[current] ?? images[0]
  return (
    <section className="gallery" aria-label={LL.PRODUCT_IMAGES()}>
      <div className="gallery__main">
        {shown ? <ResponsiveImage imageHost={imageHost} path={imagePathOf(shown)} alt={title} width={600} height={600} sizes="(max-width: 991px) 100vw, 600px" priority /> : null}
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbnails">
          {images.map((image, index) => (
            <li key={image}>
              <button type="button" className="gallery__thumbnail" aria-pressed={index === current} aria-label={LL.SHOW_IMAGE({ n: index + 1, total: images.length })} onClick={() => setCurrent(index)}>
                <ResponsiveImage imageHost={imageHost} path={imagePathOf(image)} alt="" width={72} height={72} sizes="72px" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
