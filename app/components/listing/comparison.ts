/** "Pick up to a handful of tiles" (issue 7): four fit side by side on a desktop screen. */
export const COMPARE_MAX = 4

export function toggleCompared(selected: readonly string[], productId: string): string[] {
  if (selected.includes(productId)) return selected.filter((id) => id !== productId)
  return selected.length >= COMPARE_MAX ? [...selected] : [...selected, productId]
}
