import { useMemo, type ReactNode } from 'react'
import { BackToTop } from '../components/back-to-top.tsx'
import { Footer } from '../components/footer/footer.tsx'
import { footerOf, minimizedFooterOf } from '../components/footer/footer-model.ts'
import { MinimizedFooter } from '../components/footer/minimized-footer.tsx'
import { NewsletterForm } from '../components/footer/newsletter-form.tsx'
import type { NewsletterModel } from '../components/footer/footer-model.ts'
import { Header } from '../components/header/header.tsx'
import { headerContentOf, minimizedHeaderOf } from '../components/header/header-model.ts'
import { MinimizedHeader } from '../components/header/minimized-header.tsx'
import { Overlay } from '../components/overlay.tsx'
import type { SuggestLogic } from '../components/search/search-box.tsx'
import type { BrowsePageData } from './browse-page-data.ts'
import { CartEntry } from '../components/cart/cart-entry.tsx'
import { CartSnippetsProvider, catalogueModeOf, useCustomer } from '../components/cart/cart-source.ts'
import { useFavourites } from '../state/favourites-selectors.ts'
import { useMenu } from '../state/use-menu.ts'
import { RootActor } from '../state/root-actor.tsx'
import { useWindowEvents } from '../state/use-window-events.ts'
import { pageBodyOf } from './page-bodies.ts'

const newsletterFormOf = (newsletter: NewsletterModel | null) => newsletter && <NewsletterForm createVoucher={newsletter.createVoucher} button={newsletter.button} />

interface BrowseLayoutProps {
  data: BrowsePageData
  suggest: SuggestLogic
  children: ReactNode
}

/**
 * Header (full or minimized), the page, footer (full or minimized), back-to-top and the overlay; the interface
 * actors behind them hear the window's size and scrolling from here.
 */
export function BrowseLayout({ data, suggest, children }: BrowseLayoutProps) {
  useWindowEvents()
  const favourites = useFavourites()
  const pageData = data.page?.data
  const configTop = pageData?.config?.top?.elements ?? []
  const minimizedHeader = minimizedHeaderOf(configTop)
  // Header content and footer come from the page alone: made once per page, so the customer, the favourites or
  // the cart resuming as the page hydrates do not render the footer again.
  const menu = useMenu(data.edition, data.menu)
  const headerContent = useMemo(() => headerContentOf(menu, data.snippets, data.edition), [menu, data.snippets, data.edition])
  const footer = useMemo(() => {
    const minimized = minimizedFooterOf(data.pageType, { configTop: pageData?.config?.top?.elements ?? [], contentTop: pageData?.contentElements?.top ?? [], contentBottom: pageData?.contentElements?.bottom ?? [] })
    if (minimized) return <MinimizedFooter model={minimized} newsletterForm={newsletterFormOf(minimized.newsletter)} />
    const full = footerOf(data.snippets)
    return <Footer model={full} newsletterForm={newsletterFormOf(full.newsletter)} renderedOncePer={data.snippets} />
  }, [data.pageType, pageData, data.snippets])
  const root = RootActor.useActorRef()
  const configuredCatalogueMode = RootActor.useSelector((snapshot) => snapshot.context.catalogueMode)
  const catalogueMode = configuredCatalogueMode || catalogueModeOf(data.snippets)
  const { user } = useCustomer()
  return (
    <CartSnippetsProvider snippets={data.snippets}>
      {minimizedHeader ? (
        <MinimizedHeader model={minimizedHeader} />
      ) : (
        <Header
          content={headerContent}
          favouritesCount={favourites.ids.length}
          cartCount={0}
          account={user ? { kind: 'customer', firstName: user.firstName } : { kind: 'anonymous' }}
          onLogout={() => root.send({ type: 'user.logout', origin: 'account-popover', at: Date.now() })}
          catalogueMode={catalogueMode}
          suggest={suggest}
          searchTerm={data.searchTerm}
          cartEntry={<CartEntry catalogueMode={catalogueMode} />}
        />
      )}
      <main id="main" className="browse-main" data-page-type={data.pageType} data-page-body={pageBodyOf(data)}>
        {children}
      </main>
      {footer}
      <BackToTop />
      <Overlay />
    </CartSnippetsProvider>
  )
}
