import { useRouter } from '@tanstack/react-router'
import type { FocusEvent, MouseEvent } from 'react'

/** Pointer or focus resting this long on a link counts as intent (the router's default preload delay). */
const INTENT_DELAY_MS = 50

const intentTimers = new WeakMap<EventTarget, ReturnType<typeof setTimeout>>()

/**
 * Preloads still running, by address. The router hands a navigation the result of a preload of the same page that
 * is still running, and a preload's data never reaches the root (edition-page-data.ts): a click during one waits
 * for it to end, so the navigation loads the page through the root, from what the preload fetched.
 */
const preloadsRunning = new Map<string, Promise<unknown>>()

function cancelIntent(target: EventTarget): void {
  clearTimeout(intentTimers.get(target))
  intentTimers.delete(target)
}

/**
 * The router's navigation for a plain anchor to a shop page: a click loads the page in place, intent (pointer, focus,
 * touch) fetches it ahead. `href` is the public address; the router maps it onto its route with the same rewrite
 * that reads the address bar. See docs/adr/0013-page-links-are-anchors.md for why this is not `<Link>`.
 */
export function usePageLinkHandlers(href: string, onClick?: () => void) {
  const router = useRouter()
  const preload = () => {
    if (preloadsRunning.has(href)) return
    // `href` decides where it goes; `to` is only what the preload's type asks for.
    const running = router.preloadRoute({ to: '.', href }).catch(() => undefined)
    preloadsRunning.set(href, running)
    void running.finally(() => preloadsRunning.delete(href))
  }
  const onIntent = (event: MouseEvent | FocusEvent) => {
    const target = event.currentTarget
    if (intentTimers.has(target)) return
    intentTimers.set(
      target,
      setTimeout(() => {
        intentTimers.delete(target)
        preload()
      }, INTENT_DELAY_MS),
    )
  }
  const onLeave = (event: MouseEvent | FocusEvent) => cancelIntent(event.currentTarget)
  return {
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.()
      const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey
      if (event.defaultPrevented || modified || event.button !== 0) return
      event.preventDefault()
      cancelIntent(event.currentTarget)
      const running = preloadsRunning.get(href)
      if (running) void running.finally(() => router.navigate({ href }))
      else void router.navigate({ href })
    },
    onMouseEnter: onIntent,
    onFocus: onIntent,
    onMouseLeave: onLeave,
    onBlur: onLeave,
    onTouchStart: preload,
  }
}
