import { ResponsiveImage } from '../responsive-image.tsx'
import { imagePathOf, useShop } from '../content/shop-context.tsx'
import type { FooterImage } from './footer-model.ts'

/**
 * SPEC §9 icon sizes: payment and shipping 35×25 (mobile 56×40), social 24 (mobile 27). The larger mobile
 * size is the intrinsic one; the stylesheet shows the desktop size from 992 px. A mark is shown whole in its box,
 * never cut to fit it.
 */
const SIZES = {
  payment: { width: 56, height: 40 },
  social: { width: 27, height: 27 },
} as const

export function FooterIcons({ items, kind }: { items: readonly FooterImage[]; kind: keyof typeof SIZES }) {
  const { imageHost } = useShop()
  const size = SIZES[kind]
  return (
    <ul className={`footer-icons footer-icons--${kind}`}>
      {items.map((item) => {
        const image = <ResponsiveImage imageHost={imageHost} path={imagePathOf(item.src)} alt={item.alt} width={size.width} height={size.height} sizes={`${size.width}px`} crop="pad" />
        return (
          <li key={item.src}>
            {item.href ? (
              <a href={item.href} target="_blank" rel="noopener noreferrer">
                {image}
              </a>
            ) : (
              image
            )}
          </li>
        )
      })}
    </ul>
  )
}
