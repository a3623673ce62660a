import { expect } from 'vitest'
import { passwordResetMachine } from '../../machines/password-reset.machine.ts'
import { describeModel } from './support/model.ts'

const token = { accessToken: 'token-1', expiresAt: '2025-02-15T12:00:00Z' }

describeModel({
  name: 'password-reset',
  build: (io) =>
    passwordResetMachine.provide({ actors: { recover: io.promise('recover'), reset: io.promise('reset') }, actions: { storeAccessToken: io.action('storeAccessToken') } }),
  inputs: { request: { mode: 'request' }, 'reset link': { mode: 'reset', customerId: 'c1', resetToken: 'r1' } },
  events: () => [
    { type: 'email.changed', email: 'nobody' },
    { type: 'email.changed', email: 'ada@example.com' },
    { type: 'password.changed', password: 'Str0ng#pass' },
    { type: 'repeat.changed', repeat: 'different' },
    { type: 'repeat.changed', repeat: 'Str0ng#pass' },
    { type: 'submit' },
    { type: 'xstate.done.actor.recover', output: { ok: true, value: true } },
    { type: 'xstate.done.actor.recover', output: { ok: false, failure: { kind: 'user', message: 'Could not find customer' } } },
    { type: 'xstate.done.actor.recover', output: { ok: false, failure: { kind: 'transport', message: 'Request failed' } } },
    { type: 'xstate.error.actor.recover', error: { message: 'offline' } },
    { type: 'xstate.done.actor.reset', output: { ok: true, value: token } },
    { type: 'xstate.done.actor.reset', output: { ok: false, failure: { kind: 'user', message: 'Reset token is invalid' } } },
    { type: 'xstate.error.actor.reset', error: { message: 'offline' } },
  ],
  check: ({ snapshot, event }) => {
    // "E-mail sent" whether or not an account exists, with the address echoed.
    if (event.type === 'xstate.done.actor.recover' && (event as unknown as { output: { ok: boolean; failure?: { kind: string } } }).output.failure?.kind !== 'transport') {
      expect(snapshot.value).toBe('emailSent')
      expect(snapshot.context.email).toBe('ada@example.com')
    }
  },
})
