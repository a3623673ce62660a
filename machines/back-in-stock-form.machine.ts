import { assign, fromPromise, setup } from 'xstate'
import type { Message } from '../i18n/message.ts'
import type { Result } from '../domain/types.ts'
import { FIELD_REQUIRED, INCORRECT_EMAIL, isEmail, isFilled } from '../domain/validation.ts'
import type { BackInStockRequest } from '../domain/requests.ts'

export interface BackInStockContext {
  request: BackInStockRequest
  error: Message | null
}

export type BackInStockEvent = { type: 'email.changed'; email: string } | { type: 'submit' }

/** SPEC §4/§5 Back-in-stock request: an e-mail address is needed; submit, then a success message. */
export const backInStockFormMachine = setup({
  types: { input: {} as { variantId: string }, context: {} as BackInStockContext, events: {} as BackInStockEvent },
  actors: {
    requestNotice: fromPromise<Result<true>, BackInStockRequest>(async () => {
      throw new Error('provided by the notification service')
    }),
  },
  guards: {
    isEmailValid: ({ context }) => isEmail(context.request.email),
    registered: (_, { result }: { result: Result<true> }) => result.ok,
  },
  actions: {
    rememberEmail: assign({
      request: ({ context, event }) => ({ ...context.request, email: event.type === 'email.changed' ? event.email : context.request.email }),
      error: null,
    }),
    explainEmail: assign({ error: ({ context }) => (isFilled(context.request.email) ? INCORRECT_EMAIL : FIELD_REQUIRED) }),
  },
}).createMachine({
  id: 'backInStockForm',
  context: ({ input }) => ({ request: { variantId: input.variantId, email: '' }, error: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'email.changed': { actions: 'rememberEmail' },
        submit: [{ guard: 'isEmailValid', target: 'submitting' }, { actions: 'explainEmail' }],
      },
    },
    submitting: {
      invoke: {
        id: 'requestNotice',
        src: 'requestNotice',
        input: ({ context }) => context.request,
        onDone: [{ guard: { type: 'registered', params: ({ event }) => ({ result: event.output }) }, target: 'registered' }, { target: 'failed' }],
        onError: { target: 'failed' },
      },
    },
    registered: { type: 'final' },
    failed: { on: { submit: 'submitting', 'email.changed': { target: 'editing', actions: 'rememberEmail' } } },
  },
})
