const ORDER_NUMBER = /^[1-9]\d{0,15}$/

/**
 * The order number of an order's path (`/{edition}/order-history/{order number}/`, SPEC §2): a whole number from 1
 * that a number holds exactly, else null.
 */
export function orderNumberOf(segment: string | undefined): number | null {
  if (segment === undefined || !ORDER_NUMBER.test(segment)) return null
  const number = Number(segment)
  return Number.isSafeInteger(number) ? number : null
}

/**
 * Whether the segments after an account route name one of its pages: none, or an order's number after the order
 * history. Any other path under an account route is no page of the shop (404).
 */
export const isAccountPagePath = (route: { page: string; params: readonly string[] }): boolean =>
  route.params.length === 0 || (route.page === 'orderHistory' && route.params.length === 1 && orderNumberOf(route.params[0]) !== null)
