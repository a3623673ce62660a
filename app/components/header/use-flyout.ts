import { useCallback, useEffect, useRef, useState } from 'react'
import { FLYOUT_HOVER_DELAY_MS } from '../../../machines/constants.ts'

/**
 * Which top-level menu item's flyout is open (SPEC §4: opens after 250 ms hover, closes on leave; keyboard
 * opens and closes it at once) and which submenu entry is active within it.
 */
export function useFlyout() {
  const [openId, setOpenId] = useState<string | null>(null)
  const [activeIndex, setActiveIndex] = useState(0)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
  }, [])
  useEffect(() => cancel, [cancel])
  const hover = useCallback(
    (id: string) => {
      cancel()
      timer.current = setTimeout(() => {
        setOpenId(id)
        setActiveIndex(0)
      }, FLYOUT_HOVER_DELAY_MS)
    },
    [cancel],
  )
  const leave = useCallback(() => {
    cancel()
    setOpenId(null)
  }, [cancel])
  const toggle = useCallback(
    (id: string) => {
      cancel()
      setActiveIndex(0)
      setOpenId((current) => (current === id ? null : id))
    },
    [cancel],
  )
  return { openId, activeIndex, setActiveIndex, hover, leave, toggle, close: leave }
}
