import { expect } from 'vitest'
import { reviewErrors, reviewFormMachine } from '../../machines/review-form.machine.ts'
import { describeModel } from './support/model.ts'

describeModel({
  name: 'review-form',
  build: (io) => reviewFormMachine.provide({ actors: { submitReview: io.promise('submitReview') }, actions: { reportCreated: io.action('reportCreated') } }),
  inputs: { product: { productId: 'p1' } },
  events: () => [
    { type: 'field.changed', field: 'rating', value: 5 },
    { type: 'field.changed', field: 'title', value: 'Precise' },
    { type: 'field.changed', field: 'comment', value: 'Fast and quiet.' },
    { type: 'field.changed', field: 'email', value: 'ada@example.com' },
    { type: 'submit' },
    { type: 'xstate.done.actor.submitReview', output: { ok: true, value: true } },
    { type: 'xstate.done.actor.submitReview', output: { ok: false, failure: { kind: 'transport', message: 'Request failed' } } },
    { type: 'xstate.error.actor.submitReview', error: { message: 'offline' } },
  ],
  check: ({ snapshot, event, effects }) => {
    // Only a complete, valid review is ever sent; a refused submit names every missing field.
    for (const effect of effects) if (effect.kind === 'invoked') expect(reviewErrors(effect.input as never)).toEqual({})
    if (event.type === 'submit' && snapshot.matches('editing')) expect(snapshot.context.errors).toEqual(reviewErrors(snapshot.context.review))
    expect(effects.some((effect) => effect.kind === 'action' && effect.name === 'reportCreated')).toBe(event.type === 'xstate.done.actor.submitReview' && snapshot.matches('thanks'))
  },
})
