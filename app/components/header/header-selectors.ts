import type { SnapshotFrom } from 'xstate'
import type { headerMachine } from '../../../machines/header.machine.ts'

export type HeaderSnapshot = SnapshotFrom<typeof headerMachine> | undefined

/** The menu entry whose flyout is open (not one still waiting out the hover delay), or `null`. */
export const openFlyoutIndex = (snapshot: HeaderSnapshot): number | null =>
  snapshot?.matches({ layout: { desktop: 'flyoutOpen' } }) ? snapshot.context.flyoutIndex : null

/** The highlighted subcategory of the open flyout: the first until another is hovered or focused. */
export const activeSubmenuIndex = (snapshot: HeaderSnapshot): number => snapshot?.context.submenuIndex ?? 0

export const isMobileMenuOpen = (snapshot: HeaderSnapshot): boolean => snapshot?.matches({ layout: { mobile: { menu: 'visible' } } }) ?? false
