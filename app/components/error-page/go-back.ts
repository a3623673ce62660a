/**
 * SPEC §2: "Go back returns to the previous page in session history if it is on the shop, else to the home."
 * The referrer tells whether the previous page was ours; a fresh tab has no history to go back to.
 */
export function goBackTarget(referrer: string, origin: string, historyLength: number): 'history' | 'home' {
  if (historyLength < 2 || !referrer) return 'home'
  try {
    return new URL(referrer).origin === origin ? 'history' : 'home'
  } catch {
    return 'home'
  }
}

/** The go-back button of an error page: back in history, or home by `goHome`. */
export function goBackOrHome(goHome: () => void): void {
  if (goBackTarget(document.referrer, window.location.origin, window.history.length) === 'history') window.history.back()
  else goHome()
}
