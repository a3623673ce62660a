import type { SnapshotFrom } from 'xstate'
import type { headerMachine } from '../../../machines/header.machine.ts'

export type HeaderSnapshot = SnapshotFrom<typeof headerMachine> | undefined

/** The menu entry whose flyout is open (not one still waiting out the hover delay), or `null`. */
export const openFlyoutIndex = (snapshot: HeaderSnapshot): number | null =>
  snapshot?.matches({ layout: { desktop: 'flyoutOpen' } }) ? snapshot.context.flyoutIndex : null

/** The subcategory of the open flyout the shopper hovered or focused last, or `null` before they do. */
export const activeSubmenuIndex = (snapshot: HeaderSnapshot): number | null => snapshot?.context.submenuIndex ?? null

export const isMobileMenuOpen = (snapshot: HeaderSnapshot): boolean => snapshot?.matches({ layout: { mobile: { menu: 'visible' } } }) ?? false
