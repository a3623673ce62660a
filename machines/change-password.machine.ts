import { assign, fromPromise, setup } from 'xstate'
import type { Result } from '../domain/result.ts'
import type { Message } from '../i18n/message.ts'
import { notLoggedIn, succeeded } from './account-outcome.ts'
import { newPasswordProblems } from '../domain/account-validation.ts'
import { hasNoErrors, type FieldErrors } from '../domain/form.ts'
import { SOMETHING_WENT_WRONG } from '../domain/validation.ts'

export interface NewPassword {
  password: string
  repeat: string
}

export interface ChangePasswordContext {
  errors: FieldErrors
  refusal: Message | null
}

export type ChangePasswordEvent = { type: 'submit'; values: NewPassword }

/**
 * SPEC §2 Change password: a new password that keeps every rule of SPEC §5, typed twice alike, saved with
 * `customerUpdate`; the platform ends the old token and the session goes on with the new one (kept by the server
 * in its cookie); then 'new password saved' (SPEC §8).
 */
export const changePasswordMachine = setup({
  types: { context: {} as ChangePasswordContext, events: {} as ChangePasswordEvent },
  actors: {
    changePassword: fromPromise<Result<{ expiresAt: string }>, { password: string }>(async () => {
      throw new Error('provided by the customer service')
    }),
  },
  guards: {
    succeeded,
    notLoggedIn,
    isValid: (_, { values }: { values: NewPassword }) => hasNoErrors(newPasswordProblems(values)),
  },
  actions: {
    explainProblems: assign((_, { values }: { values: NewPassword }) => ({ errors: newPasswordProblems(values), refusal: null })),
    clearProblems: assign({ errors: {}, refusal: null }),
    refuse: assign({ refusal: SOMETHING_WENT_WRONG }),
  },
}).createMachine({
  id: 'changePassword',
  context: { errors: {}, refusal: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        submit: [
          { guard: { type: 'isValid', params: ({ event }) => ({ values: event.values }) }, target: 'saving', actions: 'clearProblems' },
          { actions: { type: 'explainProblems', params: ({ event }) => ({ values: event.values }) } },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ event }) => ({ password: event.type === 'submit' ? event.values.password : '' }),
        onDone: [
          // The server keeps the new token in its cookie: the session goes on with it.
          { guard: { type: 'succeeded', params: ({ event }) => ({ result: event.output }) }, target: 'saved' },
          { guard: { type: 'notLoggedIn', params: ({ event }) => ({ result: event.output }) }, target: 'loggedOut' },
          { target: 'editing', actions: 'refuse' },
        ],
        onError: { target: 'editing', actions: 'refuse' },
      },
    },
    /** 'new password saved'; another change may follow. */
    saved: {
      on: {
        submit: [
          { guard: { type: 'isValid', params: ({ event }) => ({ values: event.values }) }, target: 'saving', actions: 'clearProblems' },
          { target: 'editing', actions: { type: 'explainProblems', params: ({ event }) => ({ values: event.values }) } },
        ],
      },
    },
    loggedOut: { type: 'final' },
  },
})
