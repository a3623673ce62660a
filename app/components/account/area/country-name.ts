/** A country's name (ISO 3166 code) in the shopper's language; the code itself where the runtime has no name for it. */
export function countryNameOf(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code
  } catch {
    // A code Intl does not take (not two letters, say) is shown as the platform gave it.
    return code
  }
}
