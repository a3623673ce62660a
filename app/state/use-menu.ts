import { useEffect, useState } from 'react'
import type { MenuItem } from '../../domain/types.ts'
import { readMenu, writeMenu } from './menu-storage.ts'

/**
 * The menu a page shows (SPEC §7 Menu): the one it was served with, which is kept in browser storage; when the
 * menu call failed (an empty menu), the last one kept for the edition. Read after hydration, so the server's
 * and the browser's first render agree.
 */
export function useMenu(edition: string, served: MenuItem[]): MenuItem[] {
  const [kept, setKept] = useState<MenuItem[] | null>(null)
  useEffect(() => {
    if (served.length > 0) writeMenu(edition, served)
    // Storage is read only after hydration, so that the server's and the browser's first render agree.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    else setKept(readMenu(edition))
  }, [edition, served])
  return served.length > 0 ? served : (kept ?? served)
}
