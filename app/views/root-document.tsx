import { HeadContent, rootRouteId, Scripts, useLocation, useMatch } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { STORES } from '../../app.config.ts'
import { errorPageLocale, localeOfStore } from './document-locale.ts'

/**
 * The document around every page, the root route's shell: it renders whether the root settled or not, so a root
 * that failed still answers a whole page, the router's error page in place of the root's actors and the page.
 */
export function RootDocument({ children }: { children: ReactNode }) {
  const storeCode = useMatch({ from: rootRouteId, select: (match) => match.loaderData?.input.storeCode })
  const pathname = useLocation({ select: (location) => location.pathname })
  // Names the dictionary the browser loads before it hydrates (client.tsx): the store's, or the error page's.
  const dictionary = storeCode ? localeOfStore(storeCode) : errorPageLocale(pathname)
  return (
    <html lang={storeCode ? STORES[storeCode].locale : dictionary} data-dictionary={dictionary}>
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}
