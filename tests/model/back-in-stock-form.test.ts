import { expect } from 'vitest'
import { backInStockFormMachine } from '../../machines/back-in-stock-form.machine.ts'
import { describeModel } from './support/model.ts'

describeModel({
  name: 'back-in-stock-form',
  build: (io) => backInStockFormMachine.provide({ actors: { requestNotice: io.promise('requestNotice') } }),
  inputs: { variant: { variantId: 'v1' } },
  events: () => [
    { type: 'email.changed', email: '' },
    { type: 'email.changed', email: 'ada@' },
    { type: 'email.changed', email: 'ada@example.com' },
    { type: 'submit' },
    { type: 'xstate.done.actor.requestNotice', output: { ok: true, value: true } },
    { type: 'xstate.done.actor.requestNotice', output: { ok: false, failure: { kind: 'transport', message: 'Request failed' } } },
    { type: 'xstate.error.actor.requestNotice', error: { message: 'offline' } },
  ],
  check: ({ snapshot, event, effects }) => {
    for (const effect of effects) if (effect.kind === 'invoked') expect(effect.input).toEqual({ variantId: 'v1', email: 'ada@example.com' })
    if (event.type === 'submit' && snapshot.matches('editing')) expect(snapshot.context.error).not.toBeNull()
  },
})
