import { expect } from 'vitest'
import { EMAIL_IN_USE, INCORRECT_LOGIN, sessionMachine } from '../../machines/session.machine.ts'
import { SOMETHING_WENT_WRONG } from '../../domain/validation.ts'
import { describeModel } from './support/model.ts'

const user = { id: 'customer-1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }
const token = { accessToken: 'token-1', expiresAt: '2025-02-15T12:00:00Z' }
const failure = (kind: string, message: string) => ({ ok: false, failure: { kind, message } })
const DEFAULT_ADDRESS = { id: 'address-1', firstName: 'Ada', lastName: 'Lovelace', company: '', address1: 'Main Street 5', address2: '', city: 'Berlin', zip: '10115' }

describeModel({
  name: 'session',
  build: (io) =>
    sessionMachine.provide({
      actors: {
        fetchCustomer: io.promise('fetchCustomer'),
        createAccessToken: io.promise('createAccessToken'),
        signUp: io.promise('signUp'),
        deleteAccessToken: io.promise('deleteAccessToken'),
        readSsoCookie: io.promise('readSsoCookie'),
      },
    }),
  // The clock of every run is 2025-01-15T12:00:00Z (fake timers).
  inputs: {
    'no token': { sso: false, storedTokenExpiresAt: null },
    'live token': { sso: false, storedTokenExpiresAt: '2025-01-16T12:00:00Z' },
    'expired token': { sso: false, storedTokenExpiresAt: '2025-01-14T12:00:00Z' },
    sso: { sso: true, storedTokenExpiresAt: null },
  },
  events: () => [
    { type: 'user.login', email: 'ada@example.com', password: 'Secret#123' },
    { type: 'user.signup', email: 'ada@example.com', password: 'Secret#123', firstName: 'Ada', lastName: 'Lovelace' },
    { type: 'user.logout' },
    // A reset or an activation stored a new token: the session loads its customer.
    { type: 'session.token-stored', expiresAt: '2025-01-29T12:00:00Z' },
    // The customer saved new personal data on the personal-data screen.
    { type: 'session.customer-changed', firstName: 'Beatrice', lastName: 'Lovelace', email: 'beatrice@example.com', phone: '+4915112345678' },
    // The address book showed the customer's default address.
    { type: 'session.default-address-known', address: DEFAULT_ADDRESS },
    { type: 'xstate.done.actor.fetchCustomer', output: { ok: true, value: user } },
    { type: 'xstate.done.actor.fetchCustomer', output: failure('missing', 'customer is not defined') },
    { type: 'xstate.done.actor.fetchCustomer', output: failure('transport', 'Request failed') },
    // A GraphQL error (the platform failed to answer the query) is no verdict on the token.
    { type: 'xstate.done.actor.fetchCustomer', output: failure('user', 'Internal error. Looks like something went wrong on our end.') },
    { type: 'xstate.error.actor.fetchCustomer', error: { message: 'offline' } },
    { type: 'xstate.done.actor.createAccessToken', output: { ok: true, value: token } },
    { type: 'xstate.done.actor.createAccessToken', output: failure('user', 'Unidentified customer') },
    // The platform could not be reached or answered nonsense: nothing was said about the credentials.
    { type: 'xstate.done.actor.createAccessToken', output: failure('transport', 'Request failed') },
    { type: 'xstate.error.actor.createAccessToken', error: { message: 'offline' } },
    { type: 'xstate.done.actor.signUp', output: { ok: true, value: token } },
    { type: 'xstate.done.actor.signUp', output: { ok: false, failure: { kind: 'user', message: 'Email has already been taken', code: 'email-taken' } } },
    // Only the platform's code tells that the address is taken; its words never do.
    { type: 'xstate.done.actor.signUp', output: failure('user', 'Email is already taken, in use') },
    { type: 'xstate.done.actor.signUp', output: failure('transport', 'Request failed') },
    { type: 'xstate.error.actor.signUp', error: { message: 'offline' } },
    { type: 'xstate.done.actor.deleteAccessToken', output: { ok: true, value: true } },
    { type: 'xstate.error.actor.deleteAccessToken', error: { message: 'offline' } },
    { type: 'xstate.done.actor.readSsoCookie', output: { kind: 'user', user, expiresAt: '2025-01-15T13:00:00Z' } },
    { type: 'xstate.done.actor.readSsoCookie', output: { kind: 'expired' } },
    { type: 'xstate.error.actor.readSsoCookie', error: { message: 'boom' } },
  ],
  check: ({ scenario, snapshot, event, io }) => {
    // Logout (asked for, forced by SSO, or by an unknown token) always deletes remotely (the call clears the
    // token's cookies) and forgets the customer and the token's expiry.
    if (event.type.startsWith('xstate.done.actor.deleteAccessToken') || event.type.startsWith('xstate.error.actor.deleteAccessToken')) {
      expect(snapshot.context.user).toBeNull()
      expect(snapshot.context.expiresAt).toBeNull()
    }
    // A token the call stored in its cookie is the session's: its customer is loaded.
    if (event.type === 'xstate.done.actor.createAccessToken' || event.type === 'xstate.done.actor.signUp') {
      const ok = (event as { output?: { ok: boolean } }).output?.ok
      expect(snapshot.matches('loadingCustomer')).toBe(Boolean(ok))
      if (ok) expect(snapshot.context.expiresAt).toBe(token.expiresAt)
    }
    // Only the platform's refusal of the credentials says they are wrong; a login that got no answer went wrong.
    if (event.type === 'xstate.done.actor.createAccessToken' && snapshot.matches('anonymous')) {
      const kind = (event as unknown as { output: { failure?: { kind?: string } } }).output.failure?.kind
      expect(snapshot.context.error).toEqual(kind === 'user' ? INCORRECT_LOGIN : SOMETHING_WENT_WRONG)
    }
    if (event.type === 'xstate.error.actor.createAccessToken' && snapshot.matches('anonymous')) expect(snapshot.context.error).toEqual(SOMETHING_WENT_WRONG)
    if (event.type === 'xstate.done.actor.signUp' && snapshot.matches('anonymous')) {
      const code = (event as unknown as { output: { failure?: { code?: string } } }).output.failure?.code
      expect(snapshot.context.error).toEqual(code === 'email-taken' ? EMAIL_IN_USE : SOMETHING_WENT_WRONG)
    }
    if (event.type === 'xstate.init') {
      // A token past its expiry counts as absent: forgotten, no customer fetched.
      if (scenario === 'expired token') expect([snapshot.value, snapshot.context.expiresAt, io.pending()]).toEqual(['anonymous', null, []])
      if (scenario === 'live token') expect(io.pending()).toEqual(['fetchCustomer'])
      if (scenario === 'sso') expect(io.pending()).toEqual(['readSsoCookie'])
    }
    // Only a refusal of the token ends the session. An outage of the platform, a server or GraphQL error keeps
    // the token: the customer is not logged out by it, and is loaded again later.
    if (event.type.endsWith('.actor.fetchCustomer')) {
      const failed = (event as { output?: { ok: boolean; failure?: { kind: string } } }).output
      const refused = failed?.ok === false && failed.failure?.kind === 'missing'
      if (event.type.startsWith('xstate.error') || (failed?.ok === false && !refused)) {
        expect(snapshot.matches('unconfirmed')).toBe(true)
        expect(snapshot.context.expiresAt).not.toBeNull()
        expect(io.pending()).toEqual([])
      }
      if (refused) expect(io.pending()).toEqual(['deleteAccessToken'])
    }
    if (event.type.startsWith('xstate.after.reloadAfter')) expect(io.pending()).toEqual(['fetchCustomer'])
    if (event.type === 'session.token-stored' && !snapshot.context.sso) {
      expect(snapshot.matches('loadingCustomer')).toBe(true)
      expect(snapshot.context.expiresAt).toBe('2025-01-29T12:00:00Z')
      expect(io.pending()).toContain('fetchCustomer')
    }
    // A logged-in customer who saved new personal data is greeted by it at once, with nothing loaded again.
    if (event.type === 'session.customer-changed' && snapshot.matches('loggedIn')) {
      expect(snapshot.context.user).toMatchObject({ id: 'customer-1', firstName: 'Beatrice', lastName: 'Lovelace', email: 'beatrice@example.com', phone: '+4915112345678' })
      expect(io.pending()).toEqual([])
    }
    // The hosted checkout is filled in with the default address the address book showed last (SPEC §7).
    if (event.type === 'session.default-address-known' && snapshot.matches('loggedIn')) {
      expect(snapshot.context.user?.defaultAddress).toEqual(DEFAULT_ADDRESS)
      expect(io.pending()).toEqual([])
    }
    // The token itself never enters the machine's state (it is embedded in the page).
    expect(JSON.stringify(snapshot.context)).not.toContain(token.accessToken)
  },
})
