/** The page types the budgets of DESIGN.md name, and the path of one representative page of each. */
export interface BenchPage {
  type: string
  path: string
  lighthouse: boolean
  throughput: boolean
}

export function benchPages(): BenchPage[] {
  return [
    { type: 'home', path: '/de/', lighthouse: true, throughput: true },
    // A category with filters, sort and 48 tiles: the heaviest browse page (issue 7).
    { type: 'category', path: '/de/c/blutdruckmessgeraete/', lighthouse: true, throughput: true },
    { type: 'search', path: '/search-de?searchPhrase=blutdruck', lighthouse: false, throughput: false },
    // A cuff with sizes, badges, every detail section and carousels: the heaviest product page (issue 8).
    { type: 'product', path: '/pl/p/1099/', lighthouse: true, throughput: true },
    { type: 'cart', path: '/pl/cart', lighthouse: false, throughput: false },
    { type: 'login', path: '/uk/login/', lighthouse: false, throughput: false },
  ]
}
