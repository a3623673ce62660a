/** Path helpers shared by route matching, links and head links. */

/** The path of a URL or path text, without query and fragment. */
export function pathOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? ''
  return path.startsWith('/') ? path : `/${path}`
}

/** Comparison form: lower case, no trailing slash (but `/` stays `/`). */
export function routeKey(path: string): string {
  const trimmed = pathOf(path).toLowerCase().replace(/\/{2,}/g, '/').replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

export function withTrailingSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`
}

export function segmentsOf(path: string): string[] {
  return pathOf(path)
    .split('/')
    .filter((segment) => segment !== '')
}
