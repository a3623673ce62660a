import { pathOf, withTrailingSlash } from './paths.ts'

/**
 * The path sent to the content backend for an SEO URL (SPEC §2 route rules): category and product pages of
 * the global edition are stored under the store code, so `/global/c/` and `/global/p/` become `/en/c/`, `/en/p/`.
 */
export function contentPathOf(seoUrl: string): string {
  const path = withTrailingSlash(pathOf(seoUrl))
  return /^\/global\/[cp]\//i.test(path) ? path.replace(/^\/global\//i, '/en/') : path
}
