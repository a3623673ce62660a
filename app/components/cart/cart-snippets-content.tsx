import { SnippetHtml } from '../content/snippet-html.tsx'
import { useCartSnippets } from './cart-source.ts'

/** The content of the cart-snippets snippet (service texts) under the cart; its HTML was sanitized on the server. */
export function CartSnippetsContent() {
  const snippet = useCartSnippets().find((candidate) => candidate.snippetId === 'cart-snippets')
  const blocks = (snippet?.elements ?? []).flatMap((element) => {
    const content = element.properties?.content
    const html = element.component === 'content-snippet' && typeof content === 'object' && content !== null ? (content as { html?: unknown }).html : undefined
    return typeof html === 'string' && html ? [html] : []
  })
  if (blocks.length === 0) return null
  return (
    <aside className="cart-snippets">
      {blocks.map((html, index) => (
        <SnippetHtml key={index} html={html} />
      ))}
    </aside>
  )
}
