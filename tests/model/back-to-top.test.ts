import { expect } from 'vitest'
import { backToTopMachine } from '../../machines/back-to-top.machine.ts'
import { BACK_TO_TOP_AFTER_PX } from '../../domain/constants.ts'
import { describeModel } from './support/model.ts'

describeModel({
  name: 'back-to-top',
  build: (io) => backToTopMachine.provide({ actions: { scrollToTop: io.action('scrollToTop') } }),
  events: () => [
    { type: 'page.scrolled', scrollY: BACK_TO_TOP_AFTER_PX },
    { type: 'page.scrolled', scrollY: BACK_TO_TOP_AFTER_PX + 1 },
    { type: 'back-to-top.clicked' },
  ],
  simplePaths: true,
  check: ({ snapshot, event, io }) => {
    // Visible exactly when the last scroll passed 160 px; a click scrolls to the top once.
    if (event.type === 'page.scrolled') expect(snapshot.matches('visible')).toBe(event.scrollY > BACK_TO_TOP_AFTER_PX)
    if (event.type === 'back-to-top.clicked') expect(io.actions('scrollToTop')).toHaveLength(1)
  },
})
