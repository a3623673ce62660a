/**
 * Analytics events (SPEC §7 "ecommerce add-to-cart, product view, A/B test event") as data-layer pushes.
 * Tracking items carry the fields of SPEC §3: item_id, item_name, affiliation, currency, price, quantity,
 * item_category, item_category2 and further categories.
 */
export interface TrackingItem {
  item_id: string
  item_name: string
  affiliation: string
  /** SPEC §3 names EUR; prices of PLN and GBP stores are sent in their own currency so the value stays true. */
  currency: string
  price: number
  quantity: number
  item_category?: string
  item_category2?: string
  item_category3?: string
  item_category4?: string
  item_category5?: string
  item_variant?: string
}

export interface TrackedProduct {
  id: string
  title: string
  price: number
  currency: string
  /** Category names, most general first. */
  categories: string[]
  variant?: string
}

const CATEGORY_FIELDS = ['item_category', 'item_category2', 'item_category3', 'item_category4', 'item_category5'] as const

export function trackingItem(product: TrackedProduct, quantity: number, affiliation: string): TrackingItem {
  const item: TrackingItem = { item_id: product.id, item_name: product.title, affiliation, currency: product.currency, price: product.price, quantity }
  product.categories.slice(0, CATEGORY_FIELDS.length).forEach((category, index) => {
    item[CATEGORY_FIELDS[index]!] = category
  })
  if (product.variant) item.item_variant = product.variant
  return item
}

export type EcommerceEvent = { event: 'add_to_cart' | 'view_item'; ecommerce: { currency: string; value: number; items: TrackingItem[] } }
type ExperimentEvent = { event: 'ab_test'; experiment: string; variation: string }
type AnalyticsEvent = EcommerceEvent | ExperimentEvent

interface DataLayerWindow {
  dataLayer?: Array<AnalyticsEvent | { ecommerce: null }>
}

function push(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return
  const target = window as unknown as DataLayerWindow
  target.dataLayer ??= []
  // The previous ecommerce object is cleared first so its items do not merge into the next event.
  if ('ecommerce' in event) target.dataLayer.push({ ecommerce: null })
  target.dataLayer.push(event)
}

const ecommerce = (event: EcommerceEvent['event'], items: TrackingItem[]): EcommerceEvent => ({
  event,
  ecommerce: {
    currency: items[0]?.currency ?? 'EUR',
    value: Math.round(items.reduce((sum, item) => sum + item.price * item.quantity, 0) * 100) / 100,
    items,
  },
})

export const trackAddToCart = (items: TrackingItem[]) => push(ecommerce('add_to_cart', items))
export const trackProductView = (item: TrackingItem) => push(ecommerce('view_item', [item]))
export const trackExperiment = (experiment: string, variation: string) => push({ event: 'ab_test', experiment, variation })
