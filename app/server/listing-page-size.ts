import { LISTING_PAGE_SIZE_DESKTOP, LISTING_PAGE_SIZE_MOBILE } from '../../machines/constants.ts'

/** Phones and tablets by their user agent; iPads that call themselves a Mac are left to the browser's correction. */
const MOBILE_OR_TABLET = /Mobi|Android|iPhone|iPad|iPod|Tablet|Silk|Kindle|PlayBook|BlackBerry|Opera Mini|IEMobile/i

/**
 * SPEC §9 listing page size for a visitor the server cannot measure: 30 when the browser says it is mobile
 * (`Sec-CH-UA-Mobile: ?1`) or its user agent names a phone or tablet, else 48. The browser's listing follows the
 * real viewport; a desktop page shown on a small screen hides what lies beyond 30, so the guess never shifts the layout.
 */
export function listingPageSizeOfVisitor(headers: { mobileHint?: string | null; userAgent?: string | null }): number {
  if (headers.mobileHint?.trim() === '?1') return LISTING_PAGE_SIZE_MOBILE
  return MOBILE_OR_TABLET.test(headers.userAgent ?? '') ? LISTING_PAGE_SIZE_MOBILE : LISTING_PAGE_SIZE_DESKTOP
}
