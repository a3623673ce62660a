import { useEffect, useRef, type RefObject } from 'react'

/**
 * A removed item (a cart line, a favourite, a filter chip) takes its button with it, and the focus would fall back
 * to the page: it goes to the same button of the item now in the removed one's place (or the last one), or to the
 * place that says what is left once no item is. A removal that is refused brings its item back and may take that
 * place away again: the focus, lost with it, returns to the same button. `buttons` picks those buttons inside the
 * list; `count` is the number of items, so the focus moves once the removal shows. Returns the call that marks a
 * removal by the item's index.
 */
export function useFocusAfterRemoval(list: RefObject<HTMLElement | null>, buttons: string, afterLast: RefObject<HTMLElement | null>, count: number): (index: number) => void {
  const removedAt = useRef<number | null>(null)
  const lastRemovedAt = useRef<number | null>(null)
  useEffect(() => {
    const buttonAt = (index: number) => {
      const left = list.current?.querySelectorAll<HTMLElement>(buttons) ?? []
      return left[Math.min(index, left.length - 1)]
    }
    const index = removedAt.current
    if (index !== null) {
      removedAt.current = null
      lastRemovedAt.current = index
      ;(buttonAt(index) ?? afterLast.current)?.focus()
      return
    }
    const back = lastRemovedAt.current
    lastRemovedAt.current = null
    if (back !== null && (document.activeElement === null || document.activeElement === document.body)) buttonAt(back)?.focus()
  }, [count, list, buttons, afterLast])
  return (index) => {
    removedAt.current = index
  }
}
