/** A run of escapes, read together (a character of several bytes is written as several escapes), or a `%` alone. */
const ESCAPES = /(?:%[0-9a-f]{2})+|%/gi

/** The text of a run of escapes, or null when its bytes are no UTF-8. */
function textOf(run: string): string | null {
  try {
    return decodeURIComponent(run)
  } catch {
    return null
  }
}

/**
 * The path with each run of escapes that is no text (`%FF`, a cut `%C3`) and each `%` that starts no escape written
 * as the text it is, and its leading slashes as one: `//elsewhere.example/` would be another site's address.
 */
const readablePathOf = (path: string) =>
  path.replace(ESCAPES, (run) => (run === '%' || textOf(run) === null ? run.replaceAll('%', '%25') : run)).replace(/^\/+/, '/')

/**
 * A page asked for at a path the framework cannot read (`/de/%FF/`) is sent on to that path written as text
 * (`/de/%25FF/`), which the router answers like any unknown address, with the edition's not-found page: the
 * framework would answer it with an empty 400, a blank page to a shopper. Sent on rather than rendered in place,
 * so that the browser's router reads the same address the server rendered. Only a page is asked for as HTML: any
 * other call to such a path keeps its 400.
 */
export function unreadablePathRedirect(request: Request): Response | null {
  if (!request.url.includes('%') || (request.method !== 'GET' && request.method !== 'HEAD')) return null
  if (!request.headers.get('accept')?.includes('text/html')) return null
  const url = new URL(request.url)
  if (textOf(url.pathname) !== null) return null
  return new Response(null, { status: 301, headers: { location: `${readablePathOf(url.pathname)}${url.search}` } })
}
