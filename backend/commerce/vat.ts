/**
 * Value-added tax included in the demo shop's prices, by delivery country (standard rates; SPEC §9 names 19 %
 * Germany, 22 % Italy, 21 % the Netherlands, 23 % Poland). Prices are gross, so an order's tax is the part of its
 * total that the rate makes up.
 */
const STANDARD_RATE_PERCENT: Record<string, number> = { DE: 19, AT: 20, FR: 20, IT: 22, NL: 21, PL: 23, GB: 20, ES: 21, ID: 11 }

export function includedTaxCents(grossCents: number, country: string | null | undefined): number {
  const rate = STANDARD_RATE_PERCENT[(country ?? '').toUpperCase()] ?? 0
  return Math.round(grossCents - (grossCents * 100) / (100 + rate))
}
