import { expect } from 'vitest'
import { modalMachine } from '../../machines/modal.machine.ts'
import { describeModel } from './support/model.ts'

describeModel({
  name: 'modal',
  build: (io) => modalMachine.provide({ actions: { lockPageScrolling: io.action('lockPageScrolling'), unlockPageScrolling: io.action('unlockPageScrolling') } }),
  events: () => [
    { type: 'modal.open', name: 'review' },
    { type: 'modal.open', name: 'sso-warning' },
    { type: 'modal.close' },
    { type: 'route.changed' },
  ],
  simplePaths: true,
  check: ({ snapshot, io }) => {
    // Page scrolling is locked exactly while a modal is open: locks minus unlocks is 1 when open, else 0.
    const balance = io.actions('lockPageScrolling').length - io.actions('unlockPageScrolling').length
    expect(balance).toBe(snapshot.matches('open') ? 1 : 0)
    expect(snapshot.context.name === null).toBe(snapshot.matches('closed'))
  },
})
