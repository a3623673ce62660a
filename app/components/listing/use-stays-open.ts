import { useState } from 'react'

/**
 * The `open` of a filter group: open once it has a selection (a listing opened with a filter in its address), and
 * then left as the shopper leaves it. Clearing the selection does not close the group, or the box or field the
 * shopper just used would vanish from view and take the keyboard focus with it.
 */
export function useStaysOpen(hasSelection: boolean): true | undefined {
  const [opened, setOpened] = useState(hasSelection)
  if (hasSelection && !opened) setOpened(true)
  return opened || undefined
}
