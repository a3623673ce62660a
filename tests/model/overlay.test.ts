import { expect } from 'vitest'
import { overlayMachine } from '../../machines/overlay.machine.ts'
import { describeModel } from './support/model.ts'

describeModel({
  name: 'overlay',
  build: () => overlayMachine,
  simplePaths: true,
  check: ({ snapshot, event }) => {
    if (event.type === 'overlay.show') expect(snapshot.value).toBe('shown')
    if (['overlay.hide', 'overlay.clicked', 'route.changed'].includes(event.type)) expect(snapshot.value).toBe('hidden')
  },
})
