import { RouterContextProvider, useRouter } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { useContext, type ReactElement, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nContext } from '../../../i18n/i18n-react.tsx'
import { ShopProvider, useShop } from './shop-context.tsx'

/** Per content reply, per edition: the markup rendered from them. */
const rendered = new WeakMap<object, Map<string, string>>()

const markupOf = createIsomorphicFn()
  .server((content: object, edition: string, element: () => ReactElement): string | null => {
    let byEdition = rendered.get(content)
    if (!byEdition) rendered.set(content, (byEdition = new Map()))
    let markup = byEdition.get(edition)
    if (markup === undefined) byEdition.set(edition, (markup = renderToString(element())))
    return markup
  })
  .client((): string | null => null)

/**
 * The server's markup of `children`, rendered once for as long as `content` (a content reply, kept by identity)
 * and the edition are the same, then written into page after page as it is; in the browser, null: there the
 * children render and hydrate as any others do. For a part of every page that depends on nothing else, such as
 * the full footer: on a page nobody asked for a moment ago it was about a tenth of the shop's render.
 * The children render with the router, the texts and the shop of this page, and must use no `useId`: their
 * markup is rendered apart from the page, where React would give other ids than the page's hydration expects.
 */
export function useMarkupRenderedOnce(content: object | undefined, children: ReactNode): string | null {
  const router = useRouter()
  const texts = useContext(I18nContext)
  const shop = useShop()
  if (!content) return null
  return markupOf(content, shop.entry.value, () => (
    <RouterContextProvider router={router}>
      <I18nContext.Provider value={texts}>
        <ShopProvider value={shop}>{children}</ShopProvider>
      </I18nContext.Provider>
    </RouterContextProvider>
  ))
}
