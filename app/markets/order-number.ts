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
