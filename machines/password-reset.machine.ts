import { assign, fromPromise, setup } from 'xstate'
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

const passwordIssue = (context: PasswordResetContext) => passwordProblem(context.password) ?? (context.password === context.repeat ? null : PASSWORDS_DO_NOT_MATCH)

/**
 * SPEC §4 Password reset: a request ends in "e-mail sent" with the address echoed whether or not an
 * account exists (the platform's "unknown customer" is not shown); the link's page resets with the token.
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
    // Only a reply that never arrived is an error; any answer of the platform means "e-mail sent".
    unreachable: ({ event }) => {
      const output = (event as { output?: Result<true> }).output
      return output?.ok === false && output.failure.kind === 'transport'
    },
    saved: ({ event }) => (event as { output?: Result<AccessToken> }).output?.ok === true,
  },
  actions: {
    takeEmail: assign({ email: ({ context, event }) => (event.type === 'email.changed' ? event.email : context.email), error: null }),
    takePassword: assign({ password: ({ context, event }) => (event.type === 'password.changed' ? event.password : context.password), error: null }),
    takeRepeat: assign({ repeat: ({ context, event }) => (event.type === 'repeat.changed' ? event.repeat : context.repeat), error: null }),
    explainEmail: assign({ error: INCORRECT_EMAIL }),
    explainPassword: assign({ error: ({ context }) => passwordIssue(context) }),
    reportFailure: assign({ error: SOMETHING_WENT_WRONG }),
    forgetPasswords: assign({ password: '', repeat: '' }),
    storeAccessToken: (_, _params: AccessToken) => {},
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
      invoke: {
        id: 'recover',
        src: 'recover',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: [{ guard: 'unreachable', target: 'requesting', actions: 'reportFailure' }, { target: 'emailSent' }],
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
      invoke: {
        id: 'reset',
        src: 'reset',
        input: ({ context }) => ({ customerId: context.customerId ?? '', resetToken: context.resetToken ?? '', password: context.password }),
        onDone: [
          {
            guard: 'saved',
            target: 'passwordSaved',
            actions: [{ type: 'storeAccessToken', params: ({ event }) => (event.output as { value: AccessToken }).value }, 'forgetPasswords'],
          },
          { target: 'choosingPassword', actions: 'reportFailure' },
        ],
        onError: { target: 'choosingPassword', actions: 'reportFailure' },
      },
    },
    passwordSaved: { type: 'final' },
  },
})
