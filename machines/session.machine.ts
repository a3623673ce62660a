import { assertEvent, assign, fromPromise, not, setup } from 'xstate'
import type { Message } from '../i18n/message.ts'
import { SESSION_RELOAD_AFTER_MS } from '../domain/constants.ts'
import type { Credentials, Registration } from '../domain/requests.ts'
import type { AccessToken, Address, Failure, Result, SsoCookieReading, User } from '../domain/types.ts'
import { SOMETHING_WENT_WRONG } from '../domain/validation.ts'

export interface SessionInput {
  /** SSO stores (SPEC §9: pl, it, de, fr, when SSO is on) read the user from the access cookie. */
  sso: boolean
  /** Expiry of the stored customer access token, if there is one. The token itself stays in its httpOnly cookie. */
  storedTokenExpiresAt: string | null
}

export interface SessionContext {
  sso: boolean
  expiresAt: string | null
  user: User | null
  /** Shown after a registration: thanks, then the account (SPEC §4 Account). */
  justSignedUp: boolean
  /** Why the last login or registration did not happen, for the shopper's language. */
  error: Message | null
}

export type SessionEvent =
  | { type: 'user.login'; email: string; password: string }
  | { type: 'user.signup'; email: string; password: string; firstName: string; lastName: string }
  | { type: 'user.logout' }
  /** A token the app stored after another account step (a password reset, an activation): the customer is logged in with it. */
  | { type: 'session.token-stored'; expiresAt: string }
  | CustomerChanged
  | DefaultAddressKnown

/** The customer saved new personal data: the session shows them by it without loading them again. */
export type CustomerChanged = { type: 'session.customer-changed'; firstName: string; lastName: string; email: string; phone: string }

/** The address book was read or saved: the hosted checkout is filled in with its default address from now on (SPEC §7). */
export type DefaultAddressKnown = { type: 'session.default-address-known'; address: Address | null }

/** A call's result, as its typed `onDone` hands it to the guards and actions that read it. */
type Answered<T = unknown> = { result: Result<T> }
const answered = <T,>({ event }: { event: { output: Result<T> } }): Answered<T> => ({ result: event.output })
const cookieRead = ({ event }: { event: { output: SsoCookieReading } }) => ({ reading: event.output })

/** SPEC §8 texts for a refused login or registration ('Something went wrong' otherwise). */
export const INCORRECT_LOGIN: Message = { key: 'LOGIN_FAILED' }
/** Too many attempts (the shop's limit or the platform's): when the next one may be made, if that is known. */
const loginThrottled = (retryAfterSeconds: number | undefined): Message =>
  retryAfterSeconds === undefined ? { key: 'LOGIN_THROTTLED_LATER' } : { key: 'LOGIN_THROTTLED', values: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) } }
export const EMAIL_IN_USE: Message = { key: 'EMAIL_IN_USE' }

/**
 * SPEC §4 Session: login stores a token with its expiry; a token past its expiry counts as absent; logout
 * deletes the token remotely and clears it. In SSO stores the user comes from the decoded access cookie,
 * and a missing, undecodable or expired cookie forces logout. The token lives in its httpOnly cookie, which the
 * calls behind `createAccessToken`, `signUp` and `deleteAccessToken` set and clear: this machine keeps its expiry only.
 */
export const sessionMachine = setup({
  types: { input: {} as SessionInput, context: {} as SessionContext, events: {} as SessionEvent },
  delays: { reloadAfter: SESSION_RELOAD_AFTER_MS },
  actors: {
    /** The customer of the stored token (the token is read from its cookie by the provider). */
    fetchCustomer: fromPromise<Result<User>, void>(async () => {
      throw new Error('provided by the session service')
    }),
    createAccessToken: fromPromise<Result<AccessToken>, Credentials>(async () => {
      throw new Error('provided by the session service')
    }),
    /** Creates the customer, then its access token. */
    signUp: fromPromise<Result<AccessToken>, Registration>(async () => {
      throw new Error('provided by the session service')
    }),
    deleteAccessToken: fromPromise<Result<true>, void>(async () => {
      throw new Error('provided by the session service')
    }),
    readSsoCookie: fromPromise<SsoCookieReading, void>(async () => {
      throw new Error('provided by the SSO service')
    }),
  },
  guards: {
    isSso: ({ context }) => context.sso,
    hasLiveToken: ({ context }) => context.expiresAt !== null && Date.parse(context.expiresAt) > Date.now(),
    hasExpiredToken: ({ context }) => context.expiresAt !== null,
    succeeded: (_, { result }: Answered) => result.ok,
    /**
     * Only the platform's refusal of the token ends a session: it knows no customer for it (SPEC §8 "customer is
     * not defined"). A network failure, a server error or a GraphQL error says nothing about the token.
     */
    tokenRefused: (_, { result }: Answered) => !result.ok && result.failure.kind === 'missing',
    isSsoUser: (_, { reading }: { reading: SsoCookieReading }) => reading.kind === 'user',
    emailTaken: (_, { result }: Answered) => !result.ok && result.failure.code === 'email-taken',
  },
  actions: {
    takeExpiry: assign((_, { result }: Answered<AccessToken>) => ({ expiresAt: result.ok ? result.value.expiresAt : null, error: null })),
    takeUser: assign((_, { result }: Answered<User>) => ({ user: result.ok ? result.value : null, error: null })),
    takeSsoUser: assign((_, { reading }: { reading: SsoCookieReading }) => (reading.kind === 'user' ? { user: reading.user, expiresAt: reading.expiresAt } : {})),
    takeStoredExpiry: assign({
      expiresAt: ({ event }) => {
        assertEvent(event, 'session.token-stored')
        return event.expiresAt
      },
      error: null,
    }),
    takeCustomerChange: assign({
      user: ({ context, event }) => {
        assertEvent(event, 'session.customer-changed')
        return context.user && { ...context.user, firstName: event.firstName, lastName: event.lastName, email: event.email, phone: event.phone }
      },
    }),
    takeDefaultAddress: assign({
      user: ({ context, event }) => {
        assertEvent(event, 'session.default-address-known')
        return context.user && { ...context.user, defaultAddress: event.address }
      },
    }),
    forgetUser: assign({ user: null, expiresAt: null, justSignedUp: false }),
    markSignedUp: assign({ justSignedUp: true }),
    /** The platform refused the login, or gave no reply at all (the call failed). */
    refuseLogin: assign((_, { failure }: { failure: Failure | null }) => ({
      // Only the platform's refusal says the credentials are wrong: no reply, or a broken one, says nothing of them.
      error: failure?.code === 'throttled' ? loginThrottled(failure.retryAfterSeconds) : failure?.kind === 'user' ? INCORRECT_LOGIN : SOMETHING_WENT_WRONG,
    })),
    refuseSignUp: assign({ error: EMAIL_IN_USE }),
    failSignUp: assign({ error: SOMETHING_WENT_WRONG }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ sso: input.sso, expiresAt: input.storedTokenExpiresAt, user: null, justSignedUp: false, error: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'isSso', target: 'readingSsoCookie' },
        { guard: 'hasLiveToken', target: 'loadingCustomer' },
        // A token past its expiry counts as absent. Its cookies expire with it, so the browser has dropped them already.
        { guard: 'hasExpiredToken', target: 'anonymous', actions: 'forgetUser' },
        { target: 'anonymous' },
      ],
    },
    readingSsoCookie: {
      tags: ['busy'],
      invoke: {
        id: 'readSsoCookie',
        src: 'readSsoCookie',
        onDone: [
          { guard: { type: 'isSsoUser', params: cookieRead }, target: 'loggedIn', actions: { type: 'takeSsoUser', params: cookieRead } },
          { target: 'loggingOut' },
        ],
        onError: { target: 'loggingOut' },
      },
    },
    loadingCustomer: {
      tags: ['busy'],
      invoke: {
        id: 'fetchCustomer',
        src: 'fetchCustomer',
        onDone: [
          { guard: { type: 'succeeded', params: answered }, target: 'loggedIn', actions: { type: 'takeUser', params: answered } },
          // The platform no longer knows the token: it is as good as absent.
          { guard: { type: 'tokenRefused', params: answered }, target: 'loggingOut' },
          // A load failure yields an empty user (SPEC §8); the token is kept and asked about again later.
          { target: 'unconfirmed' },
        ],
        onError: { target: 'unconfirmed' },
      },
    },
    /** The customer could not be loaded for a passing reason: the session stays, and is loaded again after a while. */
    unconfirmed: {
      tags: ['settled'],
      after: { reloadAfter: 'loadingCustomer' },
      on: {
        'user.logout': 'loggingOut',
        'user.login': { guard: not('isSso'), target: 'loggingIn' },
        'user.signup': { guard: not('isSso'), target: 'signingUp' },
      },
    },
    anonymous: {
      tags: ['settled'],
      on: {
        'user.login': { guard: not('isSso'), target: 'loggingIn' },
        'user.signup': { guard: not('isSso'), target: 'signingUp' },
        'session.token-stored': { guard: not('isSso'), target: 'loadingCustomer', actions: 'takeStoredExpiry' },
      },
    },
    loggingIn: {
      tags: ['busy'],
      invoke: {
        id: 'createAccessToken',
        src: 'createAccessToken',
        input: ({ event }) => (event.type === 'user.login' ? { email: event.email, password: event.password } : { email: '', password: '' }),
        onDone: [
          {
            guard: { type: 'succeeded', params: answered },
            target: 'loadingCustomer',
            actions: { type: 'takeExpiry', params: answered },
          },
          { target: 'anonymous', actions: { type: 'refuseLogin', params: ({ event }) => ({ failure: event.output.ok ? null : event.output.failure }) } },
        ],
        onError: { target: 'anonymous', actions: { type: 'refuseLogin', params: { failure: null } } },
      },
    },
    signingUp: {
      tags: ['busy'],
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ event }) =>
          event.type === 'user.signup'
            ? { email: event.email, password: event.password, firstName: event.firstName, lastName: event.lastName }
            : { email: '', password: '', firstName: '', lastName: '' },
        onDone: [
          {
            guard: { type: 'succeeded', params: answered },
            target: 'loadingCustomer',
            actions: [{ type: 'takeExpiry', params: answered }, 'markSignedUp'],
          },
          { guard: { type: 'emailTaken', params: answered }, target: 'anonymous', actions: 'refuseSignUp' },
          { target: 'anonymous', actions: 'failSignUp' },
        ],
        onError: { target: 'anonymous', actions: 'failSignUp' },
      },
    },
    loggedIn: {
      tags: ['settled'],
      on: {
        'user.logout': 'loggingOut',
        // Another customer's token replaced this one (a reset link opened while logged in).
        'session.token-stored': { guard: not('isSso'), target: 'loadingCustomer', actions: 'takeStoredExpiry' },
        'session.customer-changed': { actions: 'takeCustomerChange' },
        'session.default-address-known': { actions: 'takeDefaultAddress' },
      },
    },
    loggingOut: {
      tags: ['busy'],
      // Whatever the platform answers, the customer is logged out here: logout cannot fail for the shopper.
      invoke: {
        id: 'deleteAccessToken',
        src: 'deleteAccessToken',
        onDone: { target: 'anonymous', actions: 'forgetUser' },
        onError: { target: 'anonymous', actions: 'forgetUser' },
      },
    },
  },
})
