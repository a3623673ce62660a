import { array, is, min, integer, string, type } from 'superstruct'
import type { LineInput } from '../../domain/types.ts'

/**
 * A first-time visitor's first cart lines, kept in session storage from the moment they are added until the
 * platform has made the checkout with them and its id is in the cookie. A reload in between (the checkout's code
 * and the platform's answer take a moment) would otherwise lose them: the shop sends them again when it resumes
 * without a checkout (shop-resumed.ts).
 */
const FIRST_CART_KEY = 'firstCartLines'

const StoredLines = array(type({ variantId: string(), quantity: min(integer(), 1), customAttributes: array(type({ key: string(), value: string() })) }))

/** Keeps the lines a first cart holds; none held yet (or no first cart) is nothing to keep. */
export function keepFirstCartLines(lines: LineInput[]): void {
  if (lines.length === 0) return
  try {
    window.sessionStorage.setItem(FIRST_CART_KEY, JSON.stringify(lines))
  } catch {
    // Storage full or blocked: the lines are only as safe as the tab.
  }
}

/** The lines kept for a checkout not made yet; none if storage holds nothing readable. */
export function readFirstCartLines(): LineInput[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(FIRST_CART_KEY) ?? '[]')
    return is(stored, StoredLines) ? stored : []
  } catch {
    return []
  }
}

/** The checkout is made (its id is in the cookie): what it was made with is the platform's now. */
export function forgetFirstCartLines(): void {
  try {
    window.sessionStorage.removeItem(FIRST_CART_KEY)
  } catch {
    // Blocked storage kept nothing.
  }
}
