import { useSelector } from '@xstate/react'
import { Suspense, type ReactNode } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { useHeaderActor } from '../../state/interface-actors.ts'
import { ContentLink } from '../content/content-link.tsx'
import { useShop } from '../content/shop-context.tsx'
import { loadedOnOpen, preloadsOnApproach } from '../preloadable-view.ts'
import { SearchBox, type SuggestLogic } from '../search/search-box.tsx'
import { AccountEntry, type AccountState } from './account-entry.tsx'
import { FavouritesBubble } from './favourites-bubble.tsx'
import type { HeaderContent } from './header-model.ts'
import { isMobileMenuOpen } from './header-selectors.ts'
import { MainNavigation } from './main-navigation.tsx'
import { PromotionsBar } from './promotions-bar.tsx'
import { ShopLogo } from './shop-logo.tsx'

/** The mobile menu is rendered only while open: its code comes with the first opening, or as the shopper heads for the toggle. */
const MobileMenu = loadedOnOpen(() => import('./mobile-menu.tsx').then((module) => module.MobileMenu))

export interface HeaderProps {
  content: HeaderContent
  favouritesCount: number
  cartCount: number
  account: AccountState
  /** SPEC §6: catalogue mode hides cart and account actions. */
  catalogueMode: boolean
  /** The autosuggest's fetching actor, provided by the app. */
  suggest?: SuggestLogic
  searchTerm?: string
  onLogout?: () => void
  /** The cart entry with its flyout, when the cart feature supplies one; else a plain link. */
  cartEntry?: ReactNode
}

/**
 * The full header: promotions, logo, search with autosuggest, favourites, account, cart and the navigation.
 * Flyouts and the mobile menu are the root's header actor (SPEC §4 Interface); the header reads and tells it.
 */
export function Header({ content, favouritesCount, cartCount, account, catalogueMode, suggest, searchTerm, onLogout, cartEntry }: HeaderProps) {
  const { LL } = useI18nContext()
  const { entry } = useShop()
  const header = useHeaderActor()
  const mobileOpen = useSelector(header, isMobileMenuOpen)
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {LL.SKIP_TO_CONTENT()}
      </a>
      <PromotionsBar promotions={content.promotions} />
      <div className="site-header__bar page-width">
        <button type="button" id="mobile-menu-toggle" className="site-header__menu-toggle" aria-expanded={mobileOpen} aria-controls={mobileOpen ? 'mobile-menu' : undefined} {...preloadsOnApproach(MobileMenu)} onClick={() => header?.send({ type: 'mobile-menu.toggled' })}>
          <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span className="visually-hidden">{mobileOpen ? LL.MENU_CLOSE() : LL.MENU_OPEN()}</span>
        </button>
        <ShopLogo image={content.logo} />
        {/* The field shows the phrase of the page shown: a page of another phrase (back, forward) starts it anew. */}
        <SearchBox key={searchTerm ?? ''} suggest={suggest} initialTerm={searchTerm} header={header} />
        <div className="site-header__icons">
          <FavouritesBubble href={entry.favoritesRoute} count={favouritesCount} />
          {!catalogueMode && <AccountEntry account={account} onLogout={onLogout} />}
          {!catalogueMode &&
            (cartEntry ?? (
              <ContentLink href={entry.cartRoute} className="header-icon header-icon--cart">
                <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
                  <path d="M3 4h2l2 11h12l2-8H7" fill="none" stroke="currentColor" strokeWidth="2" />
                  <circle cx="9" cy="20" r="1.5" fill="currentColor" />
                  <circle cx="18" cy="20" r="1.5" fill="currentColor" />
                </svg>
                <span className="visually-hidden">{LL.CART_WITH_COUNT({ count: cartCount })}</span>
                {cartCount > 0 && (
                  <span className="bubble" aria-hidden="true">
                    {cartCount}
                  </span>
                )}
              </ContentLink>
            ))}
        </div>
      </div>
      <div className="site-header__navigation page-width">
        <MainNavigation menu={content.menu} submenu={content.submenu} banners={content.flyoutBanners} />
      </div>
      {mobileOpen && (
        <Suspense fallback={null}>
          <MobileMenu id="mobile-menu" toggleId="mobile-menu-toggle" menu={content.menu} />
        </Suspense>
      )}
    </header>
  )
}
