import { useRouter } from '@tanstack/react-router'
import type { FocusEvent, MouseEvent } from 'react'

/** Pointer or focus resting this long on a link counts as intent (the router's default preload delay). */
const INTENT_DELAY_MS = 50

const intentTimers = new WeakMap<EventTarget, ReturnType<typeof setTimeout>>()

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
  // `href` decides where it goes; `to` is only what the preload's type asks for.
  const preload = () => void router.preloadRoute({ to: '.', href }).catch(() => undefined)
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
      void router.navigate({ href })
    },
    onMouseEnter: onIntent,
    onFocus: onIntent,
    onMouseLeave: onLeave,
    onBlur: onLeave,
    onTouchStart: preload,
  }
}
