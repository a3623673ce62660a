import { LISTING_PAGE_SIZE_DESKTOP, LISTING_PAGE_SIZE_MOBILE } from '../../domain/constants.ts'

/** Phones and tablets by their user agent; iPads that call themselves a Mac are left to the browser's correction. */
const MOBILE_OR_TABLET = /Mobi|Android|iPhone|iPad|iPod|Tablet|Silk|Kindle|PlayBook|BlackBerry|Opera Mini|IEMobile/i

/** What the server can know of a visitor's screen: the browser's mobile hint and its user agent. */
export interface VisitorHeaders {
  mobileHint?: string | null
  userAgent?: string | null
}

/** A phone or tablet: the browser says it is mobile (`Sec-CH-UA-Mobile: ?1`) or its user agent names one. */
const isSmallScreen = (headers: VisitorHeaders) => headers.mobileHint?.trim() === '?1' || MOBILE_OR_TABLET.test(headers.userAgent ?? '')

/**
 * SPEC §9 listing page size for a visitor the server cannot measure: 30 on a phone or tablet, else 48. The
 * browser's listing follows the real viewport; a desktop page shown on a small screen hides what lies beyond 30,
 * so the guess never shifts the layout.
 */
export function listingPageSizeOfVisitor(headers: VisitorHeaders): number {
  return isSmallScreen(headers) ? LISTING_PAGE_SIZE_MOBILE : LISTING_PAGE_SIZE_DESKTOP
}

/**
 * The viewport width the header machine starts from on the server: a phone's for phones and tablets, so their
 * first render already has the mobile header and hydration has no layout to switch (a switch re-renders the
 * page synchronously). The browser reports its real width as soon as it runs.
 */
export function viewportWidthOfVisitor(headers: VisitorHeaders): number {
  return isSmallScreen(headers) ? 390 : 1280
}
