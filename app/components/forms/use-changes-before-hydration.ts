import { useLayoutEffect, useRef } from 'react'

type Control = HTMLInputElement | HTMLSelectElement

/** The option a select shows as it is sent: the one marked selected, else its first. */
const sentOption = (select: HTMLSelectElement) => Math.max(0, [...select.options].findLastIndex((option) => option.defaultSelected))

/** The control no longer shows what the server sent it with. */
function differsFromMarkup(control: Control): boolean {
  if (control instanceof HTMLSelectElement) return control.selectedIndex !== sentOption(control)
  if (control.type === 'checkbox' || control.type === 'radio') return control.checked !== control.defaultChecked
  return control.value !== control.defaultValue
}

const changedBeforeHydration = new WeakSet<Control>()

/**
 * Notes, just before the page is hydrated, the server's controls the shopper has changed. Only those count: a
 * select React makes later marks no option as its default, and would read as changed.
 */
export function noteChangesBeforeHydration(page: ParentNode): void {
  for (const control of page.querySelectorAll<Control>('input, select')) if (differsFromMarkup(control)) changedBeforeHydration.add(control)
}

/**
 * A ref for a control the server renders, or for an element around several. Hydration leaves what the shopper
 * typed, ticked or chose before the page could listen in the controls, but not in React's state, and the next
 * render would put the server's values back: `take` gets the changed controls once, as they are hydrated, so that
 * the changes count. The controls need `autocomplete="off"`: otherwise a browser going back to the page fills them
 * with what they held when the tab left it, which may have shown another address of the shop since.
 */
export function useChangesBeforeHydration<T extends HTMLElement>(take: (changed: readonly Control[]) => void) {
  const element = useRef<T>(null)
  // The changes are taken against the state the page was hydrated with, so the first render's `take` is the one.
  const takeOnHydration = useRef(take)
  useLayoutEffect(() => {
    if (!element.current) return
    const controls = [element.current, ...element.current.querySelectorAll('input, select')]
    const changed = controls.filter((node): node is Control => changedBeforeHydration.has(node as Control))
    // Taken once: an effect run again (a hidden part of the page shown again) must not undo what came since.
    for (const control of changed) changedBeforeHydration.delete(control)
    if (changed.length) takeOnHydration.current(changed)
  }, [])
  return element
}
