import type { MenuItemModel } from './header-model.ts'
import type { HeaderSnapshot } from './header-selectors.ts'

const TOP_LEVEL: readonly string[] = []

/** The uuids of the mobile menu's opened levels, outermost first. */
export const mobileMenuLevels = (snapshot: HeaderSnapshot): readonly string[] => snapshot?.context.levels ?? TOP_LEVEL

/** The items shown at a level of the mobile menu: the top level, or the children of the last opened item. */
export function itemsAtLevel(menu: readonly MenuItemModel[], path: readonly string[]): { parent: MenuItemModel | null; items: readonly MenuItemModel[] } {
  let parent: MenuItemModel | null = null
  let items: readonly MenuItemModel[] = menu
  for (const id of path) {
    const next = items.find((item) => item.id === id)
    if (!next) break
    parent = next
    items = next.children
  }
  return { parent, items }
}

/** A horizontal swipe of at least this many pixels moves between levels. */
const SWIPE_MIN_PX = 60

export function swipeDirection(startX: number, endX: number, startY: number, endY: number): 'back' | 'none' {
  const dx = endX - startX
  return dx >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(endY - startY) ? 'back' : 'none'
}
