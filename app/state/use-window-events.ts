import { useLayoutEffect } from 'react'
import { useBackToTopActor, useHeaderActor } from './interface-actors.ts'

/**
 * The window's width and scroll position, told to the header (layout, throttled in the machine) and to the
 * back-to-top actor (160 px, decided in the machine). Measured once the page has hydrated, so the layout is
 * right before the first tap, then on every resize and scroll.
 */
export function useWindowEvents(): void {
  const header = useHeaderActor()
  const backToTop = useBackToTopActor()
  useLayoutEffect(() => {
    if (!header) return
    const resized = () => header.send({ type: 'viewport.resized', width: window.innerWidth })
    // A task of its own: the header's first event is not added to the task that hydrated the page.
    const measured = setTimeout(resized, 0)
    window.addEventListener('resize', resized)
    return () => {
      clearTimeout(measured)
      window.removeEventListener('resize', resized)
    }
  }, [header])
  useLayoutEffect(() => {
    if (!backToTop) return
    const scrolled = () => backToTop.send({ type: 'page.scrolled', scrollY: window.scrollY })
    scrolled()
    window.addEventListener('scroll', scrolled, { passive: true })
    return () => window.removeEventListener('scroll', scrolled)
  }, [backToTop])
}
