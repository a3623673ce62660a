/** A run of escapes, decoded together: a character of several bytes is written as several escapes. */
const ESCAPE_RUNS = /(?:%[0-9a-f]{2})+/gi
/** A `%` that starts no escape. */
const STRAY_PERCENT = /%(?![0-9a-f]{2})/gi

/** The text of a run of escapes, or null when its bytes are no UTF-8. */
function textOf(run: string): string | null {
  try {
    return decodeURIComponent(run)
  } catch {
    return null
  }
}

/** The path with each escape that is no text (`%FF`, a cut `%C3`) and each stray `%` written as the text it is. */
const readablePathOf = (path: string) => path.replace(STRAY_PERCENT, '%25').replace(ESCAPE_RUNS, (run) => (textOf(run) === null ? run.replaceAll('%', '%25') : run))

/**
 * A page asked for at a path the framework cannot read (`/de/%FF/`) is sent on to that path written as text
 * (`/de/%25FF/`), which the router answers like any unknown address, with the edition's not-found page: the
 * framework would answer it with an empty 400, a blank page to a shopper. Sent on rather than rendered in place,
 * so that the browser's router reads the same address the server rendered. Any other call keeps its 400.
 */
export function unreadablePathRedirect(request: Request): Response | null {
  if (!request.url.includes('%') || (request.method !== 'GET' && request.method !== 'HEAD')) return null
  const url = new URL(request.url)
  const pathname = readablePathOf(url.pathname)
  return pathname === url.pathname ? null : new Response(null, { status: 301, headers: { location: `${pathname}${url.search}` } })
}
