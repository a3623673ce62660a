import { parseQuery, stringifyQuery } from './query-form.ts'

/**
 * Writes the address bar's query in the form the router writes it (`?return=%2Fde%2Fcart` for `?return=/de/cart`),
 * before the router reads it. With a URL rewrite the router compares the address as it came with its own form of
 * it, and on a difference replaces it and loads the page once more: the shopper would lose what they typed in
 * the first second, and the tab would ask the server for a page it already has.
 */
export function writeAddressInRouterForm() {
  const { pathname, search, hash } = window.location
  const routerSearch = stringifyQuery(parseQuery(search))
  if (routerSearch !== search) window.history.replaceState(window.history.state, '', `${pathname}${routerSearch}${hash}`)
}
