import sanitizeHtml from 'sanitize-html'
import { isRecord } from '../../domain/json-readers.ts'
import { recentValues } from '../state/recent-values.ts'

/**
 * Content HTML is sanitized once, on the server, before it reaches a component (DESIGN.md rules of the house).
 * This module imports `sanitize-html`, so only server code (loaders, server functions, services) may import it.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'span', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'sup', 'sub', 'hr'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height', 'loading'], '*': ['class'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    // A link that opens another tab must not hand it our window.
    a: (tagName, attribs) => (attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
}

/**
 * The same HTML comes back on page after page (the header's, the footer's and the cart's snippets of an
 * edition, a product's description in every listing of it): it is sanitized once and the result remembered.
 */
const sanitized = recentValues<string>({ maxEntries: 5_000, maxBytes: 4 * 1024 * 1024, sizeOf: (clean, html) => 2 * (html.length + clean.length) })

export function sanitizeSnippetHtml(html: string): string {
  return sanitized.get(html) ?? sanitized.set(html, sanitizeHtml(html, OPTIONS))
}

/** Fields that carry HTML in content elements and snippets (SPEC §3: footer `html`/`content`, snippet `html`). */
const HTML_FIELDS = new Set(['html', 'content'])

/**
 * Any content data with every HTML field sanitized; other values are kept as they are. Only the objects on the
 * way to an HTML field that sanitizing changed are copied: the rest of a page's content is shared with the reply
 * it came from (content is never changed once read), which spares copying a whole page for a few HTML fields.
 */
export function sanitizeContent<T>(value: T): T {
  return walk(value) as T
}

function walk(value: unknown): unknown {
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index]
      const clean = walk(item)
      if (clean !== item) copy ??= value.slice()
      if (copy) copy[index] = clean
    }
    return copy ?? value
  }
  if (!isRecord(value)) return value
  let copy: Record<string, unknown> | null = null
  for (const key of Object.keys(value)) {
    const field = value[key]
    const clean = HTML_FIELDS.has(key) && typeof field === 'string' ? sanitizeSnippetHtml(field) : walk(field)
    if (clean !== field) (copy ??= { ...value })[key] = clean
  }
  return copy ?? value
}
