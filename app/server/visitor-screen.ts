import { LISTING_PAGE_SIZE_DESKTOP, LISTING_PAGE_SIZE_MOBILE } from '../../domain/constants.ts'

/** Phones and tablets by their user agent; iPads that call themselves a Mac are left to the browser's correction. */
const MOBILE_OR_TABLET = /Mobi|Android|iPhone|iPad|iPod|Tablet|Silk|Kindle|PlayBook|BlackBerry|Opera Mini|IEMobile/i

/**
 * What the server can know of a visitor's screen: the device class a caching proxy or CDN worked out and sends
 * in `X-Device-Class` (`mobile` or `desktop`, the value it keys its cache on), else the browser's mobile hint
 * and its user agent.
 */
export interface VisitorHeaders {
  deviceClass?: string | null
  mobileHint?: string | null
  userAgent?: string | null
}

const DEVICE_CLASSES = ['mobile', 'desktop'] as const

const deviceClassSent = (headers: VisitorHeaders) => DEVICE_CLASSES.find((deviceClass) => deviceClass === headers.deviceClass?.trim().toLowerCase())

/** A phone or tablet: the proxy says so, or the browser says it is mobile (`Sec-CH-UA-Mobile: ?1`), or its user agent names one. */
function isSmallScreen(headers: VisitorHeaders): boolean {
  const sent = deviceClassSent(headers)
  if (sent) return sent === 'mobile'
  return headers.mobileHint?.trim() === '?1' || MOBILE_OR_TABLET.test(headers.userAgent ?? '')
}

/**
 * The request headers a page's HTML depends on, for its `Vary`: the phone and desktop layouts differ (header,
 * listing page size), nothing else of the visitor does. Behind a proxy that sends the device class, only that;
 * without one, the headers it was guessed from.
 */
export const varyOfVisitor = (headers: VisitorHeaders): string => (deviceClassSent(headers) ? 'X-Device-Class' : 'X-Device-Class, Sec-CH-UA-Mobile, User-Agent')

/** The visitor headers of a request. */
export const visitorHeadersOf = (headers: Headers): VisitorHeaders => ({
  deviceClass: headers.get('x-device-class'),
  mobileHint: headers.get('sec-ch-ua-mobile'),
  userAgent: headers.get('user-agent'),
})

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
