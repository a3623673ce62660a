import { RRP_WINDOW_DAYS } from '../../../domain/constants.ts'

export interface PricePoint {
  /** ISO date (YYYY-MM-DD). */
  date: string
  amount: number
}

/** SPEC §9: the recommended retail price is shown only if the retail price was at or above it in the window. */
export function showsRecommendedRetailPrice(rrp: number | null, history: PricePoint[], today: Date = new Date()): boolean {
  if (rrp === null || rrp <= 0) return false
  const from = today.getTime() - RRP_WINDOW_DAYS * 86_400_000
  return history.some((point) => {
    const time = Date.parse(point.date)
    return Number.isFinite(time) && time >= from && time <= today.getTime() && point.amount >= rrp
  })
}
