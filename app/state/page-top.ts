import { scrollMotion } from './scroll-motion.ts'

/**
 * SPEC §4/§9 back-to-top: the focus moves to the page's first stop (its skip link) before the control hides, so
 * the browser does not give the focus back to the hidden control and pull the page down to it again; then the
 * page scrolls to the top.
 */
export function scrollToPageTop(): void {
  document.querySelector<HTMLElement>('.skip-link')?.focus({ preventScroll: true })
  window.scrollTo({ top: 0, behavior: scrollMotion() })
}
