import { assign, fromPromise, setup } from 'xstate'
import type { Order } from '../domain/account.ts'
import type { Result } from '../domain/result.ts'
import { notLoggedIn, succeeded } from './account-outcome.ts'

export interface OrderHistoryContext {
  orders: Order[]
}

export type OrderHistoryEvent = { type: 'retry' }

/**
 * The customer's order history (SPEC §7 customer query: the first 50 orders, newest first, each with its lines):
 * loaded once the account page opens; a failure can be retried, and no customer means the shopper logs in.
 */
export const orderHistoryMachine = setup({
  types: { context: {} as OrderHistoryContext, events: {} as OrderHistoryEvent },
  actors: {
    fetchOrders: fromPromise<Result<Order[]>>(async () => {
      throw new Error('provided by the customer service')
    }),
  },
  guards: { succeeded, notLoggedIn },
  actions: {
    takeOrders: assign((_, { result }: { result: Result<Order[]> }) => ({ orders: result.ok ? result.value : [] })),
  },
}).createMachine({
  id: 'orderHistory',
  context: { orders: [] },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchOrders',
        src: 'fetchOrders',
        onDone: [
          { guard: { type: 'succeeded', params: ({ event }) => ({ result: event.output }) }, target: 'loaded', actions: { type: 'takeOrders', params: ({ event }) => ({ result: event.output }) } },
          { guard: { type: 'notLoggedIn', params: ({ event }) => ({ result: event.output }) }, target: 'loggedOut' },
          { target: 'failed' },
        ],
        onError: { target: 'failed' },
      },
    },
    loaded: {},
    failed: { on: { retry: 'loading' } },
    /** The account pages send the shopper to the login. */
    loggedOut: { type: 'final' },
  },
})
