import type { CSSProperties, MouseEvent, ReactNode } from 'react'
import { rewriteLink } from '../../markets/links.ts'
import { useShop } from './shop-context.tsx'

interface ContentLinkProps {
  href: string
  children: ReactNode
  className?: string
  /** Colours content chose for a button (minimized header call to action). */
  style?: CSSProperties
  /** Content may ask for a new tab even for a shop page (`targetBlank`). */
  newTab?: boolean
  onClick?: () => void
  'aria-current'?: 'page' | undefined
}

/** A link from content (SPEC §2 route rules): anchors stay plain, other sites open in a new tab, shop pages navigate in place. */
export function ContentLink({ href, children, className, style, newTab, onClick, ...aria }: ContentLinkProps) {
  const shop = useShop()
  const link = rewriteLink(href, { entry: shop.entry, origin: shop.origin })
  if (link.kind === 'external' || newTab) {
    return (
      <a href={link.href} className={className} style={style} target="_blank" rel="noopener noreferrer" onClick={onClick} {...aria}>
        {children}
      </a>
    )
  }
  const navigate = shop.navigate
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.()
    if (link.kind === 'anchor' || !navigate) return
    // Keep the browser's own handling for new-tab and download gestures.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    // Another edition is another market (store, currency, checkout): the document loads anew for it.
    if (link.href.split('/')[1] !== shop.entry.value) return
    event.preventDefault()
    navigate(link.href)
  }
  return (
    <a href={link.href} className={className} style={style} onClick={follow} {...aria}>
      {children}
    </a>
  )
}
