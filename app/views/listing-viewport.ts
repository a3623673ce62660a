import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { useEffect } from 'react'
import { MOBILE_VIEW_BELOW_PX } from '../../domain/constants.ts'
import { pageSizeOf, type Viewport } from '../../machines/listing-page-size.ts'
import type { ListingRef } from '../components/listing/listing.tsx'
import { listingPageSizeOfVisitor, visitorHeadersOf } from '../server/visitor-screen.ts'

/** SPEC §9 "Mobile view below 992 px": the same breakpoint as the listing stylesheet's. */
const MOBILE_VIEW = `(max-width: ${MOBILE_VIEW_BELOW_PX - 1}px)`

const viewportOf = (query: MediaQueryList): Viewport => (query.matches ? 'mobile' : 'desktop')

/**
 * Products per listing page for the page being loaded: the browser measures its viewport; the server, which
 * cannot, takes the device class of the request (app/server/visitor-screen.ts), which the page's `Vary` names.
 */
export const listingPageSize = createIsomorphicFn()
  .server((): number => listingPageSizeOfVisitor(visitorHeadersOf(getRequest().headers)))
  .client((): number => pageSizeOf(viewportOf(window.matchMedia(MOBILE_VIEW))))

/** Tells the listing actor the layout once the page runs in the browser, and again whenever it crosses the breakpoint. */
export function useListingViewport(listing: ListingRef): void {
  useEffect(() => {
    const query = window.matchMedia(MOBILE_VIEW)
    const tell = () => listing.send({ type: 'viewport.changed', viewport: viewportOf(query) })
    tell()
    query.addEventListener('change', tell)
    return () => query.removeEventListener('change', tell)
  }, [listing])
}
