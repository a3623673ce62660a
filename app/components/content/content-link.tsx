import type { CSSProperties, ReactNode } from 'react'
import { contentLinkDestinationOf } from './content-link-destination.ts'
import { usePageLinkHandlers } from './page-link-handlers.ts'
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
  /** `page` for the page shown; `true` for the current one of a set, such as the edition's delivery country. */
  'aria-current'?: 'page' | 'true' | undefined
}

/** A link from content (SPEC §2 route rules): anchors stay plain, other sites open in a new tab, shop pages load through the router. */
export function ContentLink({ href, children, className, style, newTab, onClick, ...aria }: ContentLinkProps) {
  const link = contentLinkDestinationOf(href, useShop())
  if (link.kind === 'external' || newTab) {
    return (
      <a href={link.href} className={className} style={style} target="_blank" rel="noopener noreferrer" onClick={onClick} {...aria}>
        {children}
      </a>
    )
  }
  if (link.kind === 'document') {
    return (
      <a href={link.href} className={className} style={style} onClick={onClick} {...aria}>
        {children}
      </a>
    )
  }
  return (
    <PageLink href={link.href} className={className} style={style} onClick={onClick} {...aria}>
      {children}
    </PageLink>
  )
}

/** A shop page of this edition: the router loads it in place and fetches it ahead when the shopper points at it. */
function PageLink({ href, onClick, children, ...rest }: Omit<ContentLinkProps, 'newTab'>) {
  const handlers = usePageLinkHandlers(href, onClick)
  return (
    <a href={href} {...rest} {...handlers}>
      {children}
    </a>
  )
}
