import { assign, fromPromise, setup } from 'xstate'
import type { Message } from '../i18n/message.ts'
import type { Result } from '../domain/types.ts'
import { FORM_ERROR_PATTERN, NEWSLETTER_EMAIL_REQUIRED_ERROR, isEmail, isFilled } from '../domain/validation.ts'
import type { Subscription } from '../domain/requests.ts'

/** SPEC §8 NEWSLETTER_FAILURE. */
const NEWSLETTER_FAILURE: Message = { key: 'NEWSLETTER_FAILURE' }

export interface NewsletterInput {
  /** Whether the signup asks for a welcome voucher (a per-page setting of the newsletter snippet). */
  createVoucher: boolean
  /** Country of the store, sent with the subscription (SPEC §3 "Newsletter subscription"). */
  country: string
}

export interface NewsletterContext {
  email: string
  country: string
  createVoucher: boolean
  /** The validation problem, or the failure (SPEC §8 NEWSLETTER_FAILURE). */
  error: Message | null
}

export type NewsletterEvent = { type: 'email.changed'; email: string } | { type: 'submit' }

/** SPEC §4 Newsletter form: idle, loading, success, failure; submission is blocked until the e-mail is valid. */
export const newsletterFormMachine = setup({
  types: { input: {} as NewsletterInput, context: {} as NewsletterContext, events: {} as NewsletterEvent },
  actors: {
    subscribe: fromPromise<Result<true>, Subscription>(async () => {
      throw new Error('subscribe is provided by the services layer')
    }),
  },
  guards: {
    isEmailValid: ({ context }) => isEmail(context.email),
    subscribed: (_, { result }: { result: Result<true> }) => result.ok,
  },
  actions: {
    rememberEmail: assign({ email: ({ event }) => (event.type === 'email.changed' ? event.email : '') }),
    clearError: assign({ error: null }),
    explainInvalidEmail: assign({
      error: ({ context }) => (isFilled(context.email) ? FORM_ERROR_PATTERN : NEWSLETTER_EMAIL_REQUIRED_ERROR),
    }),
    reportFailure: assign({ error: NEWSLETTER_FAILURE }),
  },
}).createMachine({
  id: 'newsletterForm',
  context: ({ input }) => ({ email: '', country: input.country, createVoucher: input.createVoucher, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'email.changed': { actions: ['rememberEmail', 'clearError'] },
        submit: [{ guard: 'isEmailValid', target: 'loading' }, { actions: 'explainInvalidEmail' }],
      },
    },
    loading: {
      entry: 'clearError',
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => ({ email: context.email, create_voucher: context.createVoucher, country: context.country }),
        onDone: [{ guard: { type: 'subscribed', params: ({ event }) => ({ result: event.output }) }, target: 'success' }, { target: 'failure', actions: 'reportFailure' }],
        onError: { target: 'failure', actions: 'reportFailure' },
      },
    },
    // The thank-you message replaces the form.
    success: { type: 'final' },
    failure: {
      on: {
        'email.changed': { target: 'idle', actions: ['rememberEmail', 'clearError'] },
        // The address that failed was valid, so a retry goes straight to the service.
        submit: 'loading',
      },
    },
  },
})
