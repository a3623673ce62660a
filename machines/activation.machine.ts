import { assertEvent, assign, fromPromise, sendParent, setup } from 'xstate'
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
  | { type: 'decline.confirmed' }
  | { type: 'decline.cancelled' }

const problemOf = (context: ActivationContext) => passwordProblem(context.password) ?? (context.password === context.repeat ? null : PASSWORDS_DO_NOT_MATCH)

type Refusal = Result<unknown>
const refusedWith = (output: Refusal, code: 'link-invalid' | 'already-active') => !output.ok && output.failure.code === code

/**
 * SPEC §4 Account: an invited customer activates by creating a (valid) password, and is then logged in; or
 * declines, once they have confirmed it, after which the link no longer activates. A link that was used,
 * has expired or was declined says so; so does one for an account that is already active.
 */
export const activationMachine = setup({
  types: { input: {} as { activationUrl: string }, context: {} as ActivationContext, events: {} as ActivationEvent },
  actors: {
    activate: fromPromise<Result<AccessToken>, { activationUrl: string; password: string }>(async () => {
      throw new Error('provided by the customer service')
    }),
    decline: fromPromise<Result<true>, { activationUrl: string }>(async () => {
      throw new Error('provided by the invitation service')
    }),
  },
  guards: {
    isPasswordValid: ({ context }) => problemOf(context) === null,
    succeeded: (_, { output }: { output: Refusal }) => output.ok,
    linkNoLongerWorks: (_, { output }: { output: Refusal }) => refusedWith(output, 'link-invalid'),
    alreadyActive: (_, { output }: { output: Refusal }) => refusedWith(output, 'already-active'),
  },
  actions: {
    takePassword: assign({
      password: ({ event }) => {
        assertEvent(event, 'password.changed')
        return event.password
      },
      error: null,
      platformMessage: null,
    }),
    takeRepeat: assign({
      repeat: ({ event }) => {
        assertEvent(event, 'repeat.changed')
        return event.repeat
      },
      error: null,
      platformMessage: null,
    }),
    explainPassword: assign({ error: ({ context }) => problemOf(context), platformMessage: null }),
    reportFailure: assign((_, { output }: { output: Refusal | null }) => ({
      error: SOMETHING_WENT_WRONG,
      platformMessage: output && !output.ok && output.failure.kind === 'user' ? output.failure.message : null,
    })),
    forgetPasswords: assign({ password: '', repeat: '' }),
    // The token is in its httpOnly cookie already (the app's call put it there); the root tells the session,
    // which loads the customer: logged in.
    storeAccessToken: sendParent((_, token: AccessToken) => ({ type: 'session.token-stored', expiresAt: token.expiresAt })),
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
        decline: 'confirmingDecline',
      },
    },
    activating: {
      tags: ['busy'],
      invoke: {
        id: 'activate',
        src: 'activate',
        input: ({ context }) => ({ activationUrl: context.activationUrl, password: context.password }),
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => ({ output: event.output }) },
            target: 'activated',
            actions: [{ type: 'storeAccessToken', params: ({ event }) => (event.output.ok ? event.output.value : { accessToken: '', expiresAt: '' }) }, 'forgetPasswords'],
          },
          { guard: { type: 'linkNoLongerWorks', params: ({ event }) => ({ output: event.output }) }, target: 'linkInvalid', actions: 'forgetPasswords' },
          { guard: { type: 'alreadyActive', params: ({ event }) => ({ output: event.output }) }, target: 'alreadyActive', actions: 'forgetPasswords' },
          { target: 'invited', actions: { type: 'reportFailure', params: ({ event }) => ({ output: event.output }) } },
        ],
        onError: { target: 'invited', actions: { type: 'reportFailure', params: { output: null } } },
      },
    },
    // SPEC §2 "decline invitation": asked once more, since it cannot be undone.
    confirmingDecline: {
      on: { 'decline.confirmed': 'declining', 'decline.cancelled': 'invited' },
    },
    declining: {
      tags: ['busy'],
      invoke: {
        id: 'decline',
        src: 'decline',
        input: ({ context }) => ({ activationUrl: context.activationUrl }),
        onDone: [
          { guard: { type: 'succeeded', params: ({ event }) => ({ output: event.output }) }, target: 'declined' },
          { guard: { type: 'linkNoLongerWorks', params: ({ event }) => ({ output: event.output }) }, target: 'linkInvalid' },
          { guard: { type: 'alreadyActive', params: ({ event }) => ({ output: event.output }) }, target: 'alreadyActive' },
          { target: 'invited', actions: { type: 'reportFailure', params: { output: null } } },
        ],
        onError: { target: 'invited', actions: { type: 'reportFailure', params: { output: null } } },
      },
    },
    activated: { type: 'final' },
    declined: { type: 'final' },
    linkInvalid: { type: 'final' },
    alreadyActive: { type: 'final' },
  },
})
