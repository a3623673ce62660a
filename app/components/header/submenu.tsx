import { ResponsiveImage } from '../responsive-image.tsx'
import { ContentLink } from '../content/content-link.tsx'
import { imagePathOf, useShop } from '../content/shop-context.tsx'
import { FlyoutBanner } from './flyout-banner.tsx'
import type { FlyoutBannerModel, MenuItemModel, SubmenuModel } from './header-model.ts'

interface SubmenuProps {
  item: MenuItemModel
  submenu: SubmenuModel | null
  banners: readonly FlyoutBannerModel[]
  /** The entry the shopper hovered or focused; `null` before they do. */
  activeIndex: number | null
  onActivate: (index: number) => void
  onNavigate: () => void
}

/** The flyout of a menu item: its subcategories, article teasers and the banner of the active subcategory. */
export function Submenu({ item, submenu, banners, activeIndex, onActivate, onNavigate }: SubmenuProps) {
  const { imageHost, entry } = useShop()
  // The delivery-country list starts at the edition's own country: it is where the shopper's order goes now.
  const current = item.children.findIndex((child) => child.deliveryItem && child.code === entry.storeCode)
  const shownIndex = activeIndex ?? Math.max(current, 0)
  const active = item.children[shownIndex] ?? item.children[0]
  const banner = active ? banners.find((candidate) => candidate.href === active.href) : undefined
  const heading = submenu?.categories[0]?.heading
  const showArticles = !item.children.some((child) => child.deliveryItem)
  return (
    <div className="submenu">
      <div className="submenu__columns">
        {heading?.text && showArticles && (
          <p className="submenu__heading">
            <ContentLink href={heading.href} onClick={onNavigate}>
              {heading.text}
            </ContentLink>
          </p>
        )}
        <ul className="submenu__list">
          {item.children.map((child, index) => (
            <li key={child.id} onMouseEnter={() => onActivate(index)} onFocus={() => onActivate(index)}>
              <ContentLink
                href={child.href}
                className={index === shownIndex ? 'submenu__link submenu__link--active' : 'submenu__link'}
                aria-current={index === current ? 'true' : undefined}
                onClick={onNavigate}
              >
                {child.flagIcon && <span className={`flag ${child.flagIcon}`} aria-hidden="true" />}
                {child.text}
              </ContentLink>
            </li>
          ))}
        </ul>
      </div>
      {showArticles &&
        submenu?.articles.map((article) => (
          <div key={article.href} className="submenu__article">
            {article.image && <ResponsiveImage imageHost={imageHost} path={imagePathOf(article.image)} alt="" width={200} height={130} sizes="200px" />}
            <p>{article.text}</p>
            <ContentLink href={article.href} className="button button--secondary" onClick={onNavigate}>
              {article.buttonText}
            </ContentLink>
          </div>
        ))}
      {banner && showArticles && <FlyoutBanner banner={banner} />}
    </div>
  )
}
