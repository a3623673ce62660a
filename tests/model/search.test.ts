import { expect } from 'vitest'
import { AUTOSUGGEST_COUNT } from '../../domain/constants.ts'
import { searchMachine } from '../../machines/search.machine.ts'
import { describeModel } from './support/model.ts'

const suggestions = [{ id: 'p1', url: '/de/p/1', title: 'Thermometer', group: 'product' }]
// More than the platform was asked for: the autosuggest still shows four.
const tooMany = Array.from({ length: AUTOSUGGEST_COUNT + 2 }, (_, n) => ({ id: `p${n}`, url: `/de/p/${n}`, title: `Thermometer ${n}`, group: 'product' }))

describeModel({
  name: 'search',
  build: (io) => searchMachine.provide({ actors: { suggest: io.promise('suggest') }, actions: { openSearchPage: io.action('openSearchPage') } }),
  inputs: { de: { language: 'de' }, 'the search page of a phrase': { language: 'de', term: 'therm' } },
  events: () => [
    { type: 'search.typed', term: 'therm' },
    { type: 'search.typed', term: '  ' },
    { type: 'search.submitted' },
    { type: 'search.cleared' },
    { type: 'xstate.done.actor.suggest', output: suggestions },
    { type: 'xstate.done.actor.suggest', output: tooMany },
    { type: 'xstate.error.actor.suggest', error: { message: 'offline' } },
  ],
  check: ({ snapshot, event, effects }) => {
    for (const effect of effects) {
      // Only a non-empty, trimmed term is ever searched or submitted.
      if (effect.kind === 'invoked') expect(effect.input).toEqual({ term: 'therm', language: 'de' })
      if (effect.kind === 'action') expect(effect.params).toEqual({ term: 'therm' })
    }
    if (event.type === 'search.submitted' && !snapshot.context.term.trim()) expect(snapshot.context.error).toBe('required')
    expect(snapshot.context.suggestions.length).toBeLessThanOrEqual(AUTOSUGGEST_COUNT)
  },
})
