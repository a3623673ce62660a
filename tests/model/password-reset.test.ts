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
    { type: 'new-link.requested' },
    { type: 'xstate.done.actor.recover', output: { ok: true, value: true } },
    { type: 'xstate.done.actor.recover', output: { ok: false, failure: { kind: 'user', message: 'Could not find customer' } } },
    { type: 'xstate.done.actor.recover', output: { ok: false, failure: { kind: 'transport', message: 'Request failed' } } },
    { type: 'xstate.error.actor.recover', error: { message: 'offline' } },
    { type: 'xstate.done.actor.reset', output: { ok: true, value: token } },
    { type: 'xstate.done.actor.reset', output: { ok: false, failure: { kind: 'user', code: 'link-invalid', message: 'Reset password token is invalid or has expired' } } },
    { type: 'xstate.done.actor.reset', output: { ok: false, failure: { kind: 'user', message: 'Password is too long' } } },
    { type: 'xstate.error.actor.reset', error: { message: 'offline' } },
  ],
  check: ({ snapshot, event, effects }) => {
    const output = (event as { output?: { ok: boolean; value?: unknown; failure?: { kind: string; code?: string } } }).output
    // "E-mail sent" whether or not an account exists, with the address echoed.
    if (event.type === 'xstate.done.actor.recover' && output?.failure?.kind !== 'transport') {
      expect(snapshot.value).toBe('emailSent')
      expect(snapshot.context.email).toBe('ada@example.com')
    }
    // Only a valid e-mail, and only a valid repeated password, are sent.
    for (const effect of effects) {
      if (effect.kind !== 'invoked') continue
      if (effect.id === 'recover') expect(effect.input).toEqual({ email: 'ada@example.com' })
      if (effect.id === 'reset') expect(effect.input).toEqual({ customerId: 'c1', resetToken: 'r1', password: 'Str0ng#pass' })
    }
    // A saved password logs the customer in with the token the platform returned.
    if (snapshot.matches('passwordSaved')) {
      expect(effects).toContainEqual({ kind: 'action', name: 'storeAccessToken', params: token })
      expect(snapshot.context.password).toBe('')
    }
    // A used or expired link says so and offers a new one; asking for it forgets the old link.
    if (event.type === 'xstate.done.actor.reset' && output?.failure?.code === 'link-invalid') expect(snapshot.value).toBe('linkExpired')
    if (event.type === 'new-link.requested') expect(snapshot.context).toMatchObject({ customerId: null, resetToken: null, error: null })
    if (event.type === 'xstate.error.actor.reset') expect(snapshot.context.error).toEqual({ key: 'SOMETHING_WRONG' })
  },
})
