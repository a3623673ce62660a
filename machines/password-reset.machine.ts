import { assertEvent, assign, fromPromise, sendParent, setup } from 'xstate'
import type { Message } from '../i18n/message.ts'
import type { AccessToken, Result } from '../domain/types.ts'
import { INCORRECT_EMAIL, PASSWORDS_DO_NOT_MATCH, SOMETHING_WENT_WRONG, isEmail, passwordProblem } from '../domain/validation.ts'

export type PasswordResetInput = { mode: 'request' } | { mode: 'reset'; customerId: string; resetToken: string }

export interface PasswordResetContext {
  customerId: string | null
  resetToken: string | null
  email: string
  password: string
  repeat: string
  error: Message | null
}

export type PasswordResetEvent =
  | { type: 'email.changed'; email: string }
  | { type: 'password.changed'; password: string }
  | { type: 'repeat.changed'; repeat: string }
  | { type: 'submit' }
  /** From a link that no longer works: ask for a new e-mail instead. */
  | { type: 'new-link.requested' }

const passwordIssue = (context: PasswordResetContext) => passwordProblem(context.password) ?? (context.password === context.repeat ? null : PASSWORDS_DO_NOT_MATCH)

/**
 * SPEC §4 Password reset: a request ends in "e-mail sent" with the address echoed whether or not an
 * account exists (the platform's "unknown customer" is not shown); the link's page resets with the token
 * and logs the customer in. A link that was used or has expired says so and offers to send a new one.
 */
export const passwordResetMachine = setup({
  types: { input: {} as PasswordResetInput, context: {} as PasswordResetContext, events: {} as PasswordResetEvent },
  actors: {
    recover: fromPromise<Result<true>, { email: string }>(async () => {
      throw new Error('provided by the customer service')
    }),
    reset: fromPromise<Result<AccessToken>, { customerId: string; resetToken: string; password: string }>(async () => {
      throw new Error('provided by the customer service')
    }),
  },
  guards: {
    isResetLink: ({ context }) => context.resetToken !== null,
    isEmailValid: ({ context }) => isEmail(context.email),
    isPasswordValid: ({ context }) => passwordIssue(context) === null,
    // Only a platform that could not answer is an error; any answer to the address itself means "e-mail sent".
    unreachable: (_, { output }: { output: Result<true> }) => !output.ok && output.failure.kind === 'transport',
    saved: (_, { output }: { output: Result<AccessToken> }) => output.ok,
    linkNoLongerWorks: (_, { output }: { output: Result<AccessToken> }) => !output.ok && output.failure.code === 'link-invalid',
  },
  actions: {
    takeEmail: assign({
      email: ({ event }) => {
        assertEvent(event, 'email.changed')
        return event.email
      },
      error: null,
    }),
    takePassword: assign({
      password: ({ event }) => {
        assertEvent(event, 'password.changed')
        return event.password
      },
      error: null,
    }),
    takeRepeat: assign({
      repeat: ({ event }) => {
        assertEvent(event, 'repeat.changed')
        return event.repeat
      },
      error: null,
    }),
    explainEmail: assign({ error: INCORRECT_EMAIL }),
    explainPassword: assign({ error: ({ context }) => passwordIssue(context) }),
    reportFailure: assign({ error: SOMETHING_WENT_WRONG }),
    forgetPasswords: assign({ password: '', repeat: '' }),
    forgetLink: assign({ customerId: null, resetToken: null, password: '', repeat: '', error: null }),
    // The token is in its httpOnly cookie already (the app's call put it there); the root tells the session,
    // which loads the customer: logged in.
    storeAccessToken: sendParent((_, token: AccessToken) => ({ type: 'session.token-stored', expiresAt: token.expiresAt })),
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    customerId: input.mode === 'reset' ? input.customerId : null,
    resetToken: input.mode === 'reset' ? input.resetToken : null,
    email: '',
    password: '',
    repeat: '',
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'isResetLink', target: 'choosingPassword' }, { target: 'requesting' }] },
    requesting: {
      on: {
        'email.changed': { actions: 'takeEmail' },
        submit: [{ guard: 'isEmailValid', target: 'sending' }, { actions: 'explainEmail' }],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'recover',
        src: 'recover',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: [
          { guard: { type: 'unreachable', params: ({ event }) => ({ output: event.output }) }, target: 'requesting', actions: 'reportFailure' },
          { target: 'emailSent' },
        ],
        onError: { target: 'requesting', actions: 'reportFailure' },
      },
    },
    // The confirmation echoes `context.email`.
    emailSent: { type: 'final' },
    choosingPassword: {
      on: {
        'password.changed': { actions: 'takePassword' },
        'repeat.changed': { actions: 'takeRepeat' },
        submit: [{ guard: 'isPasswordValid', target: 'resetting' }, { actions: 'explainPassword' }],
      },
    },
    resetting: {
      tags: ['busy'],
      invoke: {
        id: 'reset',
        src: 'reset',
        input: ({ context }) => ({ customerId: context.customerId ?? '', resetToken: context.resetToken ?? '', password: context.password }),
        onDone: [
          {
            guard: { type: 'saved', params: ({ event }) => ({ output: event.output }) },
            target: 'passwordSaved',
            actions: [{ type: 'storeAccessToken', params: ({ event }) => (event.output.ok ? event.output.value : { accessToken: '', expiresAt: '' }) }, 'forgetPasswords'],
          },
          { guard: { type: 'linkNoLongerWorks', params: ({ event }) => ({ output: event.output }) }, target: 'linkExpired', actions: 'forgetPasswords' },
          { target: 'choosingPassword', actions: 'reportFailure' },
        ],
        onError: { target: 'choosingPassword', actions: 'reportFailure' },
      },
    },
    linkExpired: {
      on: { 'new-link.requested': { target: 'requesting', actions: 'forgetLink' } },
    },
    passwordSaved: { type: 'final' },
  },
})
