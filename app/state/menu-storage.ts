import { array, is, lazy, record, string, type, type Describe } from 'superstruct'
import type { MenuItem } from '../../domain/types.ts'

/** The menu is cached in browser storage under 'menuData' (SPEC §7), one menu per edition. */
const MENU_KEY = 'menuData'

type StoredEntry = Pick<MenuItem, 'uuid' | 'text' | 'link'> & { children: StoredEntry[] }
const StoredEntryShape: Describe<StoredEntry> = type({ uuid: string(), text: string(), link: string(), children: array(lazy(() => StoredEntryShape)) })
const StoredMenus = record(string(), array(StoredEntryShape))

function readAll(): Record<string, MenuItem[]> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(MENU_KEY) ?? '{}')
    // What another version of the shop or a hand in the console left there is not a menu.
    return is(parsed, StoredMenus) ? (parsed as Record<string, MenuItem[]>) : {}
  } catch {
    return {}
  }
}

export const readMenu = (edition: string): MenuItem[] | null => readAll()[edition] ?? null

export function writeMenu(edition: string, menu: MenuItem[]): void {
  try {
    window.localStorage.setItem(MENU_KEY, JSON.stringify({ ...readAll(), [edition]: menu }))
  } catch {
    // Storage full or blocked: the next failed menu call shows no menu, as without the cache.
  }
}
