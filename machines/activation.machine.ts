import { assign, fromPromise, setup } from 'xstate'
import type { Message } from '../i18n/message.ts'
import type { AccessToken, Result } from '../domain/types.ts'
import { PASSWORDS_DO_NOT_MATCH, SOMETHING_WENT_WRONG, passwordProblem } from '../domain/validation.ts'

export interface ActivationContext {
  activationUrl: string
  password: string
  repeat: string
  error: Message | null
  /** The platform's own words when it refused the activation (SPEC §8 returns the first user error's message). */
  platformMessage: string | null
}

export type ActivationEvent =
  | { type: 'password.changed'; password: string }
  | { type: 'repeat.changed'; repeat: string }
  | { type: 'submit' }
  | { type: 'decline' }

const problemOf = (context: ActivationContext) => passwordProblem(context.password) ?? (context.password === context.repeat ? null : PASSWORDS_DO_NOT_MATCH)

/** SPEC §4 Account: an invited customer activates by creating a (valid) password, or declines. */
export const activationMachine = setup({
  types: { input: {} as { activationUrl: string }, context: {} as ActivationContext, events: {} as ActivationEvent },
  actors: {
    activate: fromPromise<Result<AccessToken>, { activationUrl: string; password: string }>(async () => {
      throw new Error('provided by the customer service')
    }),
  },
  guards: {
    isPasswordValid: ({ context }) => problemOf(context) === null,
    activated: ({ event }) => (event as { output?: Result<AccessToken> }).output?.ok === true,
  },
  actions: {
    takePassword: assign({ password: ({ context, event }) => (event.type === 'password.changed' ? event.password : context.password), error: null, platformMessage: null }),
    takeRepeat: assign({ repeat: ({ context, event }) => (event.type === 'repeat.changed' ? event.repeat : context.repeat), error: null, platformMessage: null }),
    explainPassword: assign({ error: ({ context }) => problemOf(context), platformMessage: null }),
    reportFailure: assign({
      error: SOMETHING_WENT_WRONG,
      platformMessage: ({ event }) => {
        const output = (event as { output?: Result<AccessToken> }).output
        return output && !output.ok && output.failure.kind === 'user' ? output.failure.message : null
      },
    }),
    forgetPasswords: assign({ password: '', repeat: '' }),
    // Provided by the app: the new customer's token goes into its httpOnly cookie (logged in).
    storeAccessToken: (_, _params: AccessToken) => {},
  },
}).createMachine({
  id: 'activation',
  context: ({ input }) => ({ activationUrl: input.activationUrl, password: '', repeat: '', error: null, platformMessage: null }),
  initial: 'invited',
  states: {
    invited: {
      on: {
        'password.changed': { actions: 'takePassword' },
        'repeat.changed': { actions: 'takeRepeat' },
        submit: [{ guard: 'isPasswordValid', target: 'activating' }, { actions: 'explainPassword' }],
        decline: 'declined',
      },
    },
    activating: {
      invoke: {
        id: 'activate',
        src: 'activate',
        input: ({ context }) => ({ activationUrl: context.activationUrl, password: context.password }),
        onDone: [
          {
            guard: 'activated',
            target: 'activated',
            actions: [{ type: 'storeAccessToken', params: ({ event }) => (event.output as { value: AccessToken }).value }, 'forgetPasswords'],
          },
          { target: 'invited', actions: 'reportFailure' },
        ],
        onError: { target: 'invited', actions: 'reportFailure' },
      },
    },
    activated: { type: 'final' },
    declined: { type: 'final' },
  },
})
