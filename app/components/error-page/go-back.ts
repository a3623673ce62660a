/**
 * SPEC §2: "Go back returns to the previous page in session history if it is on the shop, else to the home."
 * The Navigation API lists only the tab's pages of this origin, so there "it can go back" means the previous page
 * is the shop's, however the shopper came here: an address typed or pasted into the browser has no referrer.
 * Without that API the referrer tells whether the previous page was ours; a fresh tab has no history to go back to.
 */
export function goBackTarget(referrer: string, origin: string, historyLength: number, canGoBackOnShop?: boolean): 'history' | 'home' {
  if (canGoBackOnShop !== undefined) return canGoBackOnShop ? 'history' : 'home'
  if (historyLength < 2 || !referrer) return 'home'
  try {
    return new URL(referrer).origin === origin ? 'history' : 'home'
  } catch {
    return 'home'
  }
}

/** The go-back button of an error page: back in history, or home by `goHome`. */
export function goBackOrHome(goHome: () => void): void {
  const canGoBackOnShop = 'navigation' in window ? window.navigation.canGoBack : undefined
  if (goBackTarget(document.referrer, window.location.origin, window.history.length, canGoBackOnShop) === 'history') window.history.back()
  else goHome()
}
