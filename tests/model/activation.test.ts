import { expect } from 'vitest'
import { activationMachine } from '../../machines/activation.machine.ts'
import { describeModel } from './support/model.ts'

const token = { accessToken: 'token-1', expiresAt: '2025-02-15T12:00:00Z' }
const url = 'https://shop.example/account/activate/1/abc'
const refused = (code: string | undefined, message: string) => ({ ok: false, failure: { kind: 'user', message, ...(code ? { code } : {}) } })

describeModel({
  name: 'activation',
  build: (io) =>
    activationMachine.provide({ actors: { activate: io.promise('activate'), decline: io.promise('decline') }, actions: { storeAccessToken: io.action('storeAccessToken') } }),
  inputs: { invited: { activationUrl: url } },
  events: () => [
    { type: 'password.changed', password: 'weak' },
    { type: 'password.changed', password: 'Str0ng#pass' },
    { type: 'repeat.changed', repeat: 'Str0ng#pass' },
    { type: 'submit' },
    { type: 'decline' },
    { type: 'decline.confirmed' },
    { type: 'decline.cancelled' },
    { type: 'xstate.done.actor.activate', output: { ok: true, value: token } },
    { type: 'xstate.done.actor.activate', output: refused(undefined, 'Password is too long') },
    { type: 'xstate.done.actor.activate', output: refused('link-invalid', 'Activation URL is invalid or has expired') },
    { type: 'xstate.done.actor.activate', output: refused('already-active', 'Customer already enabled') },
    { type: 'xstate.error.actor.activate', error: { message: 'offline' } },
    { type: 'xstate.done.actor.decline', output: { ok: true, value: true } },
    { type: 'xstate.done.actor.decline', output: refused('link-invalid', 'Activation URL is invalid or has expired') },
    { type: 'xstate.done.actor.decline', output: refused('already-active', 'Customer already enabled') },
    { type: 'xstate.done.actor.decline', output: { ok: false, failure: { kind: 'transport', message: 'Request failed' } } },
    { type: 'xstate.error.actor.decline', error: { message: 'offline' } },
  ],
  check: ({ snapshot, event, effects }) => {
    const output = (event as { output?: { ok: boolean; failure?: { code?: string; message: string } } }).output
    // Only a valid, repeated password is sent; declining sends the link only once confirmed.
    for (const effect of effects) {
      if (effect.kind !== 'invoked') continue
      if (effect.id === 'activate') expect(effect.input).toEqual({ activationUrl: url, password: 'Str0ng#pass' })
      if (effect.id === 'decline') {
        expect(event.type).toBe('decline.confirmed')
        expect(effect.input).toEqual({ activationUrl: url })
      }
    }
    if (event.type === 'decline') expect(snapshot.value).toBe('confirmingDecline')
    if (snapshot.matches('activated')) {
      expect(effects).toContainEqual({ kind: 'action', name: 'storeAccessToken', params: token })
      expect(snapshot.context.password).toBe('')
    }
    if (event.type === 'submit' && snapshot.matches('invited')) expect(snapshot.context.error).not.toBeNull()
    // The link's own fate is told as such; any other refusal in the shopper's language, with the platform's words beside it.
    if (output?.failure?.code === 'link-invalid') expect(snapshot.value).toBe('linkInvalid')
    if (output?.failure?.code === 'already-active') expect(snapshot.value).toBe('alreadyActive')
    if (event.type === 'xstate.done.actor.activate' && snapshot.matches('invited')) {
      expect(snapshot.context.error).toEqual({ key: 'SOMETHING_WRONG' })
      expect(snapshot.context.platformMessage).toBe('Password is too long')
    }
    if (event.type.startsWith('xstate.error.actor.')) expect(snapshot.context).toMatchObject({ error: { key: 'SOMETHING_WRONG' }, platformMessage: null })
  },
})
