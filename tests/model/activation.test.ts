import { expect } from 'vitest'
import { activationMachine } from '../../machines/activation.machine.ts'
import { describeModel } from './support/model.ts'

const token = { accessToken: 'token-1', expiresAt: '2025-02-15T12:00:00Z' }

describeModel({
  name: 'activation',
  build: (io) => activationMachine.provide({ actors: { activate: io.promise('activate') }, actions: { storeAccessToken: io.action('storeAccessToken') } }),
  inputs: { invited: { activationUrl: 'https://shop.example/account/activate/1/abc' } },
  events: () => [
    { type: 'password.changed', password: 'weak' },
    { type: 'password.changed', password: 'Str0ng#pass' },
    { type: 'repeat.changed', repeat: 'Str0ng#pass' },
    { type: 'submit' },
    { type: 'decline' },
    { type: 'xstate.done.actor.activate', output: { ok: true, value: token } },
    { type: 'xstate.done.actor.activate', output: { ok: false, failure: { kind: 'user', message: 'Activation link is invalid' } } },
    { type: 'xstate.error.actor.activate', error: { message: 'offline' } },
  ],
  check: ({ snapshot, event, effects }) => {
    // Only a valid, repeated password is sent; a successful activation stores the token and forgets the password.
    for (const effect of effects) if (effect.kind === 'invoked') expect(effect.input).toEqual({ activationUrl: 'https://shop.example/account/activate/1/abc', password: 'Str0ng#pass' })
    if (snapshot.matches('activated')) {
      expect(effects).toContainEqual({ kind: 'action', name: 'storeAccessToken', params: token })
      expect(snapshot.context.password).toBe('')
    }
    if (event.type === 'submit' && snapshot.matches('invited')) expect(snapshot.context.error).not.toBeNull()
    // A refusal is told in the shopper's language, with the platform's own words beside it (SPEC §8).
    if (event.type === 'xstate.done.actor.activate' && snapshot.matches('invited')) {
      expect(snapshot.context.error).toEqual({ key: 'SOMETHING_WRONG' })
      expect(snapshot.context.platformMessage).toBe('Activation link is invalid')
    }
    if (event.type === 'xstate.error.actor.activate') expect(snapshot.context).toMatchObject({ error: { key: 'SOMETHING_WRONG' }, platformMessage: null })
  },
})
