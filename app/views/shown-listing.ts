import type { ListingResult } from '../../domain/types.ts'

/**
 * The listing on screen and the router location it was rendered with. A navigation's promise may end before the
 * page it loaded is on screen (a newer navigation took over, or the render that shows it is still to come), so a
 * load waits for a render of the location the router settled on.
 */
export interface ShownListing {
  /** Records what a render put on screen (from a layout effect: before the router hears that the render is done). */
  show(result: ListingResult, location: unknown): void
  /** The listing on screen as soon as it was rendered with a location that `settled` accepts. */
  when(settled: (location: unknown) => boolean): Promise<ListingResult>
}

export function shownListingOf(result: ListingResult, location: unknown): ShownListing {
  let shown = { result, location }
  const waiting = new Set<() => void>()
  return {
    show(next, nextLocation) {
      shown = { result: next, location: nextLocation }
      for (const wake of waiting) wake()
    },
    when(settled) {
      return new Promise((resolve) => {
        const wake = () => {
          if (!settled(shown.location)) return
          waiting.delete(wake)
          resolve(shown.result)
        }
        waiting.add(wake)
        wake()
      })
    },
  }
}
