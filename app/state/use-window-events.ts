import { useLayoutEffect } from 'react'
import { useBackToTopActor, useHeaderActor } from './interface-actors.ts'

/**
 * The window's width and scroll position, told to the header (layout, throttled in the machine) and to the
 * back-to-top actor (160 px, decided in the machine). Measured once as the page hydrates, so the layout is
 * right before the first tap, then on every resize and scroll.
 */
export function useWindowEvents(): void {
  const header = useHeaderActor()
  const backToTop = useBackToTopActor()
  useLayoutEffect(() => {
    if (!header) return
    const resized = () => header.send({ type: 'viewport.resized', width: window.innerWidth })
    resized()
    window.addEventListener('resize', resized)
    return () => window.removeEventListener('resize', resized)
  }, [header])
  useLayoutEffect(() => {
    if (!backToTop) return
    const scrolled = () => backToTop.send({ type: 'page.scrolled', scrollY: window.scrollY })
    scrolled()
    window.addEventListener('scroll', scrolled, { passive: true })
    return () => window.removeEventListener('scroll', scrolled)
  }, [backToTop])
}
