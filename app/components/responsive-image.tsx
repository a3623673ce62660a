import { imageSrcSet, imageUrl } from '../../services/image-url.ts'

interface ResponsiveImageProps {
  imageHost: string
  path: string
  alt: string
  /** Intrinsic size the layout reserves, so the image never shifts the page (CLS). */
  width: number
  height: number
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes: string
  /** Above the fold: load at once with high priority; otherwise lazily. */
  priority?: boolean
  className?: string
  /** 'fill' crops to the box (photos); 'pad' shows all of the image within it (marks and icons, never cut). */
  crop?: 'fill' | 'pad'
}

/** An image from the image host with a `srcset`, reserved dimensions, and lazy loading below the fold. */
export function ResponsiveImage({ imageHost, path, alt, width, height, sizes, priority = false, className, crop = 'fill' }: ResponsiveImageProps) {
  return (
    <img
      className={className}
      src={imageUrl(imageHost, path, { width, height, crop })}
      srcSet={imageSrcSet(imageHost, path, width, width / height, { crop })}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      // Never 'sync': Chromium then holds the page's first paint until the image is decoded and presented.
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
    />
  )
}
