import { RouterContextProvider, useRouter } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { useContext, type ReactElement, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nContext } from '../../../i18n/i18n-react.tsx'
import { recentValues } from '../../state/recent-values.ts'
import { ShopProvider, useShop } from './shop-context.tsx'

/**
 * What a part's markup stays the same for: a content reply, kept by identity (the full footer of its snippets),
 * or the part's own inputs, written out as its key (a product tile of any listing or slider).
 */
export type RenderedOncePer = { reply: object } | { inputs: readonly unknown[] }

/** Per content reply, per edition: the markup rendered from them. */
const renderedPerReply = new WeakMap<object, Map<string, string>>()

/** A product tile's markup is about 2 KB; this keeps every tile of a large catalogue in all its editions. */
const RENDERED_PER_INPUTS_BYTES = 24 * 1024 * 1024
let renderedPerInputs: ReturnType<typeof recentValues<string>> | undefined

function rememberedPerReply(reply: object, edition: string, render: () => string): string {
  let byEdition = renderedPerReply.get(reply)
  if (!byEdition) renderedPerReply.set(reply, (byEdition = new Map()))
  let markup = byEdition.get(edition)
  if (markup === undefined) byEdition.set(edition, (markup = render()))
  return markup
}

function rememberedPerInputs(inputs: readonly unknown[], edition: string, render: () => string): string {
  renderedPerInputs ??= recentValues<string>({ maxEntries: 20_000, maxBytes: RENDERED_PER_INPUTS_BYTES, sizeOf: (markup, key) => 2 * (markup.length + key.length) })
  const key = JSON.stringify([edition, ...inputs])
  return renderedPerInputs.get(key) ?? renderedPerInputs.set(key, render())
}

const markupOf = createIsomorphicFn()
  .server((once: RenderedOncePer, edition: string, element: () => ReactElement): string | null => {
    const render = () => renderToString(element())
    return 'reply' in once ? rememberedPerReply(once.reply, edition, render) : rememberedPerInputs(once.inputs, edition, render)
  })
  .client((): string | null => null)

/**
 * The server's markup of `children`, rendered once for as long as what it depends on (`once`) and the edition are
 * the same, then written into page after page as it is; in the browser, null: there the children render and
 * hydrate as any others do. For the parts most of a page is made of and that depend on nothing of the request:
 * the full footer, and the tiles of a listing (two thirds of its elements).
 * The children render with the router, the texts and the shop of this page, and must use no `useId` and render
 * nothing React hoists into the head (an eager image's preload): their markup is rendered apart from the page.
 */
export function useMarkupRenderedOnce(once: RenderedOncePer | undefined, children: ReactNode): string | null {
  const router = useRouter()
  const texts = useContext(I18nContext)
  const shop = useShop()
  if (!once) return null
  return markupOf(once, shop.entry.value, () => (
    <RouterContextProvider router={router}>
      <I18nContext.Provider value={texts}>
        <ShopProvider value={shop}>{children}</ShopProvider>
      </I18nContext.Provider>
    </RouterContextProvider>
  ))
}
