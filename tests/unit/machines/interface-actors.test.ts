import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { activeSubmenuIndex, isMobileMenuOpen, openFlyoutIndex } from '../../../app/components/header/header-selectors.ts'
import { mobileMenuLevels } from '../../../app/components/header/mobile-levels.ts'
import { autosuggestViewOf } from '../../../app/components/search/autosuggest-selectors.ts'
import { FLYOUT_HOVER_DELAY_MS, SEARCH_DEBOUNCE_MS } from '../../../domain/constants.ts'
import { rootMachine } from '../../../machines/root.machine.ts'
import { searchMachine, type SuggestInput } from '../../../machines/search.machine.ts'
import type { SearchItem } from '../../../domain/types.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

/** The root actor of a tab without a page: its interface children are what the header, overlay and modal read. */
function tab() {
  const root = createActor(rootMachine, { input: { storeCode: 'de' } }).start()
  const { header, overlay } = root.getSnapshot().context
  if (!header || !overlay) throw new Error('the root spawns the header and the overlay')
  return { root, header, overlay, overlayShown: () => overlay.getSnapshot().matches('shown') }
}

describe('the header’s flyout, read by the navigation', () => {
  it('opens after the hover delay with the overlay behind it, and a click on the overlay closes both', () => {
    const { root, header, overlayShown } = tab()
    header.send({ type: 'flyout.hovered', index: 2 })
    expect(openFlyoutIndex(header.getSnapshot())).toBeNull()
    vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS)
    expect(openFlyoutIndex(header.getSnapshot())).toBe(2)
    expect(activeSubmenuIndex(header.getSnapshot())).toBeNull()
    expect(overlayShown()).toBe(true)
    root.send({ type: 'overlay.clicked' })
    expect(openFlyoutIndex(header.getSnapshot())).toBeNull()
    expect(overlayShown()).toBe(false)
  })

  it('opens at once from the keyboard, keeps the hovered subcategory, and closes on a route change', () => {
    const { root, header, overlayShown } = tab()
    header.send({ type: 'flyout.toggled', index: 0 })
    header.send({ type: 'submenu.hovered', index: 3 })
    expect([openFlyoutIndex(header.getSnapshot()), activeSubmenuIndex(header.getSnapshot())]).toEqual([0, 3])
    root.send({ type: 'route.changed' })
    expect(openFlyoutIndex(header.getSnapshot())).toBeNull()
    expect(overlayShown()).toBe(false)
  })
})

describe('the mobile menu, read by the mobile header', () => {
  it('opens on a tap of its button even before the header measured the mobile width, keeps it open once measured, with levels, and closes with the overlay', () => {
    const { header, overlayShown } = tab()
    header.send({ type: 'mobile-menu.toggled' })
    expect(isMobileMenuOpen(header.getSnapshot())).toBe(true)
    header.send({ type: 'viewport.resized', width: 390 })
    expect(isMobileMenuOpen(header.getSnapshot())).toBe(true)
    header.send({ type: 'mobile-menu.expanded', uuid: 'health' })
    expect(isMobileMenuOpen(header.getSnapshot())).toBe(true)
    expect(mobileMenuLevels(header.getSnapshot())).toEqual(['health'])
    expect(overlayShown()).toBe(true)
    header.send({ type: 'mobile-menu.closed' })
    expect([isMobileMenuOpen(header.getSnapshot()), mobileMenuLevels(header.getSnapshot()), overlayShown()]).toEqual([false, [], false])
  })
})

describe('the header search, read as an autosuggest', () => {
  const items = (count: number): SearchItem[] => Array.from({ length: count }, (_, n) => ({ id: `p${n}`, url: `/de/p/${n}/`, title: `Thermometer ${n}`, group: 'product' }))

  it('lists at most four suggestions after 500 ms without typing, keeps them while a newer term is asked, and says when none were found', async () => {
    let answer = items(6)
    const asked: string[] = []
    const search = createActor(
      searchMachine.provide({ actors: { suggest: fromPromise<SearchItem[], SuggestInput>(async ({ input }) => (asked.push(input.term), answer)) } }),
      { input: { language: 'de' } },
    ).start()
    search.send({ type: 'search.typed', term: 'therm' })
    expect(autosuggestViewOf(search.getSnapshot())).toMatchObject({ term: 'therm', busy: true, listed: false })
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS)
    expect(autosuggestViewOf(search.getSnapshot())).toMatchObject({ busy: false, listed: true })
    expect(autosuggestViewOf(search.getSnapshot()).suggestions).toHaveLength(4)
    search.send({ type: 'search.typed', term: 'thermo' })
    expect(autosuggestViewOf(search.getSnapshot())).toMatchObject({ busy: true, listed: true })
    answer = []
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS)
    expect(autosuggestViewOf(search.getSnapshot())).toMatchObject({ suggestions: [], busy: false, listed: true })
    expect(asked).toEqual(['therm', 'thermo'])
  })

  it('shows the phrase of the search page and requires a term before searching', () => {
    const search = createActor(searchMachine, { input: { language: 'de', term: 'pad' } }).start()
    expect(autosuggestViewOf(search.getSnapshot()).term).toBe('pad')
    search.send({ type: 'search.cleared' })
    search.send({ type: 'search.submitted' })
    expect(autosuggestViewOf(search.getSnapshot()).missing).toBe(true)
  })
})
