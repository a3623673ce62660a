/** The page types the budgets of DESIGN.md name, and the path of one representative page of each. */
export interface BenchPage {
  type: string
  path: string
  lighthouse: boolean
  throughput: boolean
}

export function benchPages(): BenchPage[] {
  return [{ type: 'home', path: '/', lighthouse: true, throughput: true }]
}
