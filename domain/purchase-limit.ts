/**
 * A purchase limit per household (SPEC §9, N supplied by data) is a whole number of at least one; anything else
 * the catalogue sends, or a cart line carries, is no limit.
 */
export const purchaseLimitOf = (value: number | null): number | null => (value !== null && Number.isInteger(value) && value >= 1 ? value : null)
