import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { activationMachine } from '../../../machines/activation.machine.ts'
import { rootMachine } from '../../../machines/root.machine.ts'

const FIRST = 'https://shop.example/account/activate/1/abc'
const SECOND = 'https://shop.example/account/activate/2/def'

/** A tab's root whose activation screen brought its machine. */
const tab = () => createActor(rootMachine.provide({ actors: { activation: activationMachine } }), { input: { storeCode: 'de' } }).start()

describe('the invitation on screen (SPEC §4 account activation)', () => {
  it('stays where the customer is when the same invitation is opened again, and another invitation starts afresh', () => {
    const root = tab()
    root.send({ type: 'activation.opened', activationUrl: FIRST })
    const first = root.getSnapshot().context.activation!
    first.send({ type: 'decline' })
    root.send({ type: 'activation.opened', activationUrl: FIRST })
    expect(root.getSnapshot().context.activation).toBe(first)
    expect(first.getSnapshot().value).toBe('confirmingDecline')

    root.send({ type: 'activation.opened', activationUrl: SECOND })
    const second = root.getSnapshot().context.activation!
    expect(second).not.toBe(first)
    expect(first.getSnapshot().status).toBe('stopped')
    expect([second.getSnapshot().context.activationUrl, second.getSnapshot().value]).toEqual([SECOND, 'invited'])
  })
})
