import { setup } from 'xstate'

export type OverlayEvent = { type: 'overlay.show' } | { type: 'overlay.hide' } | { type: 'overlay.clicked' } | { type: 'route.changed' }

/** SPEC §4: the overlay is shown or hidden; it hides on route change or on a click. */
export const overlayMachine = setup({
  types: { events: {} as OverlayEvent },
}).createMachine({
  id: 'overlay',
  initial: 'hidden',
  states: {
    hidden: { on: { 'overlay.show': 'shown' } },
    shown: {
      on: { 'overlay.hide': 'hidden', 'overlay.clicked': 'hidden', 'route.changed': 'hidden' },
    },
  },
})
