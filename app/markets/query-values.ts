/**
 * Each parameter of a page's query with its first value, as a URL's `get` reads one given twice and as the route
 * reads its search phrase, sort and page: the server's content request and the page's views read the same values.
 * A filter given twice is read whole, both values, into the listing's query (listing-query.ts).
 */
export function firstValuesOf(query: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [name, value] of query) values[name] ??= value
  return values
}
