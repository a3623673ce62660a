const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** The elements Tab can reach inside a container, in document order. */
function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest('[inert]') && element.getClientRects().length > 0)
}

/** Keeps Tab and Shift+Tab inside the container: past the last element comes the first, and back. */
export function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return
  const elements = focusableIn(container)
  if (elements.length === 0) {
    event.preventDefault()
    return
  }
  const first = elements[0]!
  const last = elements[elements.length - 1]!
  const active = document.activeElement
  // The container itself, focused as it opened, is not a way out either.
  const outside = active === container || !container.contains(active)
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault()
    first.focus()
  }
}
