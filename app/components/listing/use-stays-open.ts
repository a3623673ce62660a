import { useState, type SyntheticEvent } from 'react'

/**
 * The `open` of a filter group and what keeps it true to the page: open once it has a selection (a listing opened
 * with a filter in its address, or one the browser's back restores), and otherwise left as the shopper leaves it.
 * Clearing the selection does not close the group, or the box or field the shopper just used would vanish from
 * view and take the keyboard focus with it. A group closed by hand is known as closed, so a selection that comes
 * back opens it again.
 */
export function useStaysOpen(hasSelection: boolean): { open: true | undefined; onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => void } {
  const [opened, setOpened] = useState(hasSelection)
  const [hadSelection, setHadSelection] = useState(hasSelection)
  if (hasSelection !== hadSelection) {
    setHadSelection(hasSelection)
    if (hasSelection) setOpened(true)
  }
  return { open: opened || undefined, onToggle: (event) => setOpened(event.currentTarget.open) }
}
