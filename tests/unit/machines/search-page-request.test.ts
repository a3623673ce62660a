import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { searchMachine } from '../../../machines/search.machine.ts'

describe('search', () => {
  it('tells the app that the search page of the trimmed phrase is asked for, when the input is filled', () => {
    const actor = createActor(searchMachine, { input: { language: 'de' } }).start()
    const requested: string[] = []
    actor.on('search-page.requested', ({ term }) => requested.push(term))
    actor.send({ type: 'search.submitted' })
    actor.send({ type: 'search.typed', term: '  blutdruck ' })
    actor.send({ type: 'search.submitted' })
    expect(requested).toEqual(['blutdruck'])
    expect(actor.getSnapshot().context.error).toBeNull()
    actor.stop()
  })
})
