import { ResponsiveImage } from '../responsive-image.tsx'
import { ContentLink } from '../content/content-link.tsx'
import { imagePathOf, useShop } from '../content/shop-context.tsx'
import type { FlyoutBannerModel } from './header-model.ts'

/** The picture teaser beside the submenu, for the category the shopper points at. */
export function FlyoutBanner({ banner }: { banner: FlyoutBannerModel }) {
  const { imageHost } = useShop()
  return (
    <figure className="flyout-banner">
      {banner.image && <ResponsiveImage imageHost={imageHost} path={imagePathOf(banner.image)} alt={banner.altText} width={280} height={180} sizes="280px" />}
      <figcaption>
        <span className="flyout-banner__caption">{banner.caption}</span>
        <ContentLink href={banner.href} className="flyout-banner__link">
          {banner.linkText}
        </ContentLink>
      </figcaption>
    </figure>
  )
}
