import { useEffect, useRef, type RefObject } from 'react'

/**
 * A removed item (a cart line, a favourite, a filter chip) takes its button with it, and the focus would fall back
 * to the page: it goes to the same button of the item now in the removed one's place (or the last one), or to the
 * place that says what is left once no item is. `buttons` picks those buttons inside the list; `count` is the number
 * of items, so the focus moves once the removal shows. Returns the call that marks a removal by the item's index.
 */
export function useFocusAfterRemoval(list: RefObject<HTMLElement | null>, buttons: string, afterLast: RefObject<HTMLElement | null>, count: number): (index: number) => void {
  const removedAt = useRef<number | null>(null)
  useEffect(() => {
    const index = removedAt.current
    if (index === null) return
    removedAt.current = null
    const left = list.current?.querySelectorAll<HTMLElement>(buttons) ?? []
    const next = left[Math.min(index, left.length - 1)]
    ;(next ?? afterLast.current)?.focus()
  }, [count, list, buttons, afterLast])
  return (index) => {
    removedAt.current = index
  }
}
