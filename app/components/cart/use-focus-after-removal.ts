import { useEffect, useRef, type RefObject } from 'react'

/**
 * A removed line takes its remove button with it, and the focus would fall back to the page: it goes to the remove
 * button now in the removed line's place (or the last one), or to the cart's own message once no line is left.
 * Returns the call that marks a removal by the line's index.
 */
export function useFocusAfterRemoval(lines: RefObject<HTMLElement | null>, empty: RefObject<HTMLElement | null>, count: number): (index: number) => void {
  const removedAt = useRef<number | null>(null)
  useEffect(() => {
    const index = removedAt.current
    if (index === null) return
    removedAt.current = null
    const buttons = lines.current?.querySelectorAll<HTMLElement>('.cart-line__remove') ?? []
    const next = buttons[Math.min(index, buttons.length - 1)]
    ;(next ?? empty.current)?.focus()
  }, [count, lines, empty])
  return (index) => {
    removedAt.current = index
  }
}
