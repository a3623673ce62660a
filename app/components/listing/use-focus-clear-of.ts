import { useEffect, type RefObject } from 'react'

/** How far above the bar a focused element comes to rest. */
const FOCUS_MARGIN_PX = 16

/**
 * What takes the focus scrolls clear of a bar fixed over the bottom of the viewport, never staying under it
 * (WCAG 2.4.11). Chromium scrolls a focused element into view by the viewport alone, whatever the page's scroll
 * padding says, so an element under the bar counts as in view: it is scrolled up by as much as the bar hides of it.
 */
export function useFocusClearOf(barRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const clear = (event: FocusEvent) => {
      const bar = barRef.current
      if (!bar || !(event.target instanceof Element) || bar.contains(event.target)) return
      const hidden = event.target.getBoundingClientRect().bottom - bar.getBoundingClientRect().top
      if (hidden > 0) window.scrollBy({ top: hidden + FOCUS_MARGIN_PX, behavior: 'instant' })
    }
    document.addEventListener('focusin', clear)
    return () => document.removeEventListener('focusin', clear)
  }, [barRef])
}
