import { Link } from '@tanstack/react-router'
import type { CSSProperties, ReactNode } from 'react'
import { editionOfPath, rewriteLink } from '../../markets/links.ts'
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

/** A link from content (SPEC §2 route rules): anchors stay plain, other sites open in a new tab, shop pages are the router's links. */
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
  if (link.kind === 'anchor') {
    return (
      <a href={link.href} className={className} style={style} onClick={onClick} {...aria}>
        {children}
      </a>
    )
  }
  // The router writes the public address and loads the page in place, fetching it ahead when the shopper points
  // at the link. Another edition is another market (store, currency, checkout): the document loads anew for it.
  // A content link is a whole address: `href` decides where it goes (`to` is only what the link's type asks for).
  return (
    <Link to="." href={link.href} reloadDocument={editionOfPath(link.href) !== shop.entry.value} className={className} style={style} onClick={onClick} {...aria}>
      {children}
    </Link>
  )
}
