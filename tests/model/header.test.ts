import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { HEADER_LAYOUT_SWITCH_PX } from '../../domain/constants.ts'
import { headerMachine } from '../../machines/header.machine.ts'
import { describeModel } from './support/model.ts'

describeModel({
  name: 'header',
  build: (io) => headerMachine.provide({ actions: { showOverlay: io.action('showOverlay'), hideOverlay: io.action('hideOverlay') } }),
  inputs: { desktop: { width: 1280 }, mobile: { width: 375 } },
  events: () => [
    { type: 'viewport.resized', width: 375 },
    { type: 'viewport.resized', width: 1280 },
    { type: 'flyout.hovered', index: 0 },
    { type: 'flyout.hovered', index: 1 },
    { type: 'flyout.toggled', index: 0 },
    { type: 'flyout.toggled', index: 1 },
    { type: 'submenu.hovered', index: 2 },
    { type: 'mobile-menu.expanded', uuid: 'health' },
  ],
  // Only the state of the resize throttle when its 200 ms end before a later 250 ms flyout delay; the
  // model does not order two running delays, so it does not offer the flyout delay while throttled.
  exclude: (snapshot, type) => type.startsWith('xstate.after.flyoutHoverDelay') && snapshot.matches({ resize: 'throttled' }),
  stopWhen: (snapshot) => snapshot.context.levels.length > 1 || snapshot.context.flyoutIndex === 1 && snapshot.context.submenuIndex !== null,
  limit: 50000,
  check: ({ snapshot, event, io }) => {
    const mobile = snapshot.matches({ layout: 'mobile' })
    // The layout follows the last measured width.
    if (event.type === 'layout.measured' || event.type.startsWith('xstate.after.resizeThrottle')) {
      expect(mobile).toBe(snapshot.context.width < HEADER_LAYOUT_SWITCH_PX)
    }
    if (!snapshot.matches({ layout: { desktop: 'flyoutOpen' } })) expect(snapshot.context.submenuIndex).toBeNull()
    if (!snapshot.matches({ layout: { mobile: { menu: 'visible' } } })) expect(snapshot.context.levels).toEqual([])
    expect(snapshot.hasTag('suggestions-visible')).toBe(snapshot.matches({ layout: { mobile: { search: 'focused' } } }))
    // The overlay is asked for exactly while an open flyout or the mobile menu sits above the page.
    const overlay = io.actions('showOverlay').length - io.actions('hideOverlay').length
    expect(overlay).toBe(snapshot.hasTag('overlay') ? 1 : 0)
    // The keyboard opens a closed flyout at once and closes the open one.
    if (event.type === 'flyout.toggled' && snapshot.matches({ layout: 'desktop' })) {
      expect(snapshot.matches({ layout: { desktop: 'flyoutOpen' } })).toBe(snapshot.context.flyoutIndex === (event as unknown as { index: number }).index)
    }
  },
})

describe('header: the width it already has', () => {
  it('changes nothing when the page measures the same width as it hydrates, so nothing renders again', () => {
    const header = createActor(headerMachine, { input: { width: 375 } }).start()
    const before = header.getSnapshot()
    header.send({ type: 'viewport.resized', width: 375 })
    expect(header.getSnapshot()).toBe(before)
    header.send({ type: 'viewport.resized', width: 1280 })
    expect(header.getSnapshot().context.width).toBe(1280)
    header.stop()
  })
})

describe('header: a tap before the width is measured', () => {
  it('opens the mobile menu when the menu button is tapped while the header still has the desktop width the server guessed', () => {
    const header = createActor(headerMachine, { input: { width: 1280 } }).start()
    header.send({ type: 'mobile-menu.toggled' })
    expect(header.getSnapshot().matches({ layout: { mobile: { menu: 'visible' } } })).toBe(true)
    header.send({ type: 'viewport.resized', width: 390 })
    expect(header.getSnapshot().matches({ layout: { mobile: { menu: 'visible' } } })).toBe(true)
    header.stop()
  })
})
