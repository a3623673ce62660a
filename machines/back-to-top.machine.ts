import { not, setup } from 'xstate'
import { BACK_TO_TOP_AFTER_PX } from '../domain/constants.ts'

export type BackToTopEvent = { type: 'page.scrolled'; scrollY: number } | { type: 'back-to-top.clicked' }

/** SPEC §4/§9: the back-to-top control appears after scrolling 160 px; clicking it scrolls to the top. */
export const backToTopMachine = setup({
  types: { events: {} as BackToTopEvent },
  guards: {
    isPastThreshold: ({ event }) => event.type === 'page.scrolled' && event.scrollY > BACK_TO_TOP_AFTER_PX,
  },
  actions: {
    // Provided by the app: the machine does not touch the window.
    scrollToTop: () => {},
  },
}).createMachine({
  id: 'backToTop',
  initial: 'hidden',
  states: {
    hidden: {
      on: { 'page.scrolled': { guard: 'isPastThreshold', target: 'visible' } },
    },
    visible: {
      on: {
        'page.scrolled': { guard: not('isPastThreshold'), target: 'hidden' },
        'back-to-top.clicked': { target: 'hidden', actions: 'scrollToTop' },
      },
    },
  },
})
