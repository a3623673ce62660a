/**
 * A storefront query 8 or 10 fields deep, every connection asking for `first` items: with 250 it is the query of
 * issue 21 that grew the backend to gigabytes; with 1 it is harmless.
 */
export function nestedQuery(depth: 8 | 10, first: number): string {
  const product = depth === 8 ? 'product { id }' : `product { variants(first: ${first}) { nodes { id } } }`
  return `{ products(first: ${first}) { edges { node { variants(first: ${first}) { edges { node { ${product} } } } } } } }`
}
