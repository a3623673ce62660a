import type { ContentElement, Snippet } from '../../../domain/types.ts'
import { isRecord, list, num } from '../../../domain/json-readers.ts'
import type { ShippingRate } from './cart-totals.ts'


/** Reads a `cart-shipping` content element (SPEC §3): rate.orderMinPrice, rate.price and freeShippingProducts. */
function shippingRateOf(element: ContentElement | undefined): ShippingRate | null {
  const content = element?.properties?.content
  if (!isRecord(content) || !isRecord(content.rate)) return null
  const orderMinPrice = num(content.rate.orderMinPrice)
  if (orderMinPrice === null) return null
  const products = list(content.freeShippingProducts)
  return {
    orderMinPrice,
    price: num(content.rate.price) ?? 0,
    freeShippingProducts: products.filter((id): id is string | number => typeof id === 'string' || typeof id === 'number').map(String),
  }
}

/** The rate from the first snippet that carries a cart-shipping element (cart-snippets, cart-flyout-snippet, cart-shipping). */
export function shippingRateOfSnippets(snippets: Snippet[]): ShippingRate | null {
  const order = ['cart-snippets', 'cart-flyout-snippet', 'cart-shipping']
  const sorted = [...snippets].sort((a, b) => rank(order, a.snippetId) - rank(order, b.snippetId))
  for (const snippet of sorted) {
    const rate = shippingRateOf(snippet.elements.find((element) => element.component === 'cart-shipping'))
    if (rate) return rate
  }
  return null
}

const rank = (order: string[], id: string) => (order.includes(id) ? order.indexOf(id) : order.length)
