import { LISTING_PAGE_SIZE_DESKTOP, LISTING_PAGE_SIZE_MOBILE } from '../domain/constants.ts'

export type Viewport = 'desktop' | 'mobile'

/** SPEC §9: 48 products per listing page on desktop, 30 on mobile and tablet. */
export const pageSizeOf = (viewport: Viewport) => (viewport === 'desktop' ? LISTING_PAGE_SIZE_DESKTOP : LISTING_PAGE_SIZE_MOBILE)
