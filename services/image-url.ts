/**
 * Image links for the image host (SPEC §7): width, height, quality, pixel ratio, format (default auto),
 * crop and gravity as query parameters. Figures from SPEC §9.
 */

/** §9 "Default image quality 75". */
const DEFAULT_IMAGE_QUALITY = 75
/** §9 "device sizes 640 to 3840". */
const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const
/** Smaller widths for tiles and thumbnails, below the device sizes. */
const IMAGE_SIZES = [96, 160, 240, 320, 480] as const
/** §9 "image pixel ratio for retina 2". */
const RETINA_PIXEL_RATIO = 2

type ImageFormat = 'auto' | 'avif' | 'webp' | 'jpeg' | 'png'

export interface ImageTransform {
  width?: number
  height?: number
  quality?: number
  pixelRatio?: number
  format?: ImageFormat
  crop?: 'fill' | 'fit' | 'pad'
  gravity?: 'center' | 'north' | 'south' | 'east' | 'west' | 'auto'
}

/** Characters a URL path keeps as they are; any other is percent-encoded, as the URL parser would. */
const UNSAFE_PATH_CHARACTERS = /[^A-Za-z0-9\-._~!$&'()*+,;=:@/%]/g

/**
 * An absolute link to `path` on the image host. A full URL on the image host (the commerce platform's picture of a
 * cart line may be one) is sized like a path; one elsewhere is kept as it is.
 */
export function imageUrl(imageHost: string, path: string, transform: ImageTransform = {}): string {
  const host = imageHost.replace(/\/+$/, '')
  if (path.startsWith(`${host}/`)) return imageUrl(host, path.slice(host.length), transform)
  if (/^https?:\/\//.test(path)) return path
  const { width, height, quality = DEFAULT_IMAGE_QUALITY, pixelRatio, format = 'auto', crop, gravity } = transform
  // Built as a string: a page has a few hundred of these, and parsing each one as a URL showed in render time.
  const query = [
    width ? `w=${Math.round(width)}` : null,
    height ? `h=${Math.round(height)}` : null,
    `q=${quality}`,
    pixelRatio && pixelRatio !== 1 ? `dpr=${pixelRatio}` : null,
    `fm=${format}`,
    crop ? `crop=${crop}` : null,
    gravity ? `gravity=${gravity}` : null,
  ]
  const [file = '', existing] = path.replace(/^\/+/, '').split('?', 2)
  const encoded = file.replace(UNSAFE_PATH_CHARACTERS, (character) => encodeURIComponent(character))
  return `${imageHost.replace(/\/+$/, '')}/${encoded}?${[existing, ...query].filter(Boolean).join('&')}`
}

/**
 * A `srcset` for an image shown at most `maxDisplayWidth` CSS pixels wide: every known width from half that (the
 * narrowest slot a layout gives it, at one pixel per CSS pixel) up to twice that (retina), each with the height
 * that keeps `aspectRatio` (width / height). A narrower candidate would never be chosen, and each costs a page
 * of 48 tiles over 6 KB of markup.
 */
export function imageSrcSet(imageHost: string, path: string, maxDisplayWidth: number, aspectRatio: number, transform: ImageTransform = {}): string {
  // A listing renders the same tiles again and again: each srcset is built once (a bounded number kept).
  const key = `${imageHost}|${path}|${maxDisplayWidth}|${aspectRatio}|${JSON.stringify(transform)}`
  let srcSet = srcSets.get(key)
  if (srcSet === undefined) {
    srcSet = buildSrcSet(imageHost, path, maxDisplayWidth, aspectRatio, transform)
    srcSets.set(key, srcSet)
    if (srcSets.size > REMEMBERED_SRCSETS) srcSets.delete(srcSets.keys().next().value!)
  }
  return srcSet
}

const REMEMBERED_SRCSETS = 5_000
const srcSets = new Map<string, string>()

function buildSrcSet(imageHost: string, path: string, maxDisplayWidth: number, aspectRatio: number, transform: ImageTransform): string {
  const limit = maxDisplayWidth * RETINA_PIXEL_RATIO
  const widths: number[] = [...IMAGE_SIZES, ...DEVICE_SIZES].filter((width) => width <= limit && width >= maxDisplayWidth / 2)
  if (widths.length === 0 || widths[widths.length - 1]! < limit) widths.push(limit)
  return widths
    .map((width) => `${imageUrl(imageHost, path, { ...transform, width, height: Math.round(width / aspectRatio), crop: transform.crop ?? 'fill' })} ${width}w`)
    .join(', ')
}
