import { useEffect, type RefObject } from 'react'

/** How far above the bar a focused element comes to rest. */
const FOCUS_MARGIN_PX = 16

/** Whether the element or one of its ancestors is fixed to the viewport (the back-to-top button), so scrolling never moves it. */
function isFixed(element: Element): boolean {
  for (let current: Element | null = element; current; current = current.parentElement) {
    if (getComputedStyle(current).position === 'fixed') return true
  }
  return false
}

/**
 * What takes the keyboard's focus scrolls clear of a bar fixed over the bottom of the viewport, never staying under
 * it (WCAG 2.4.11). Chromium scrolls a focused element into view by the viewport alone, whatever the page's scroll
 * padding says, so an element under the bar counts as in view: it is scrolled up by as much as the bar hides of it.
 * A click's focus is left alone (the page moving under the pointer would lose the click), and so is an element the
 * bar cannot hide: one in an open dialog, which sits above the bar, or one fixed to the viewport.
 */
export function useFocusClearOf(barRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const clear = (event: FocusEvent) => {
      const bar = barRef.current
      const target = event.target
      if (!bar || !(target instanceof Element) || bar.contains(target)) return
      const hidden = target.getBoundingClientRect().bottom - bar.getBoundingClientRect().top
      if (hidden <= 0 || !target.matches(':focus-visible') || target.closest('dialog[open]') || isFixed(target)) return
      window.scrollBy({ top: hidden + FOCUS_MARGIN_PX, behavior: 'instant' })
    }
    document.addEventListener('focusin', clear)
    return () => document.removeEventListener('focusin', clear)
  }, [barRef])
}
