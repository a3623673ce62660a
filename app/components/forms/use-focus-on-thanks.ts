import { useEffect, useRef, type RefObject } from 'react'

/**
 * A form that succeeded is replaced by its thanks, and the focus, which was in the form, would fall back to the page:
 * the thanks take it (give the element `tabIndex={-1}`), so a keyboard or screen reader user hears them and goes on
 * from there, inside the modal they are in. Returns the ref for the thanks.
 */
export function useFocusOnThanks<Thanks extends HTMLElement>(thanked: boolean): RefObject<Thanks | null> {
  const thanks = useRef<Thanks>(null)
  useEffect(() => {
    if (thanked) thanks.current?.focus()
  }, [thanked])
  return thanks
}
