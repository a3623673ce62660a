import { assign, fromPromise, setup } from 'xstate'
import type { StoreCode } from '../app.config.ts'

export interface BackendStatus {
  reachable: boolean
  checkedAt: string
}

export interface RootInput {
  storeCode: StoreCode
}

export interface RootContext {
  storeCode: StoreCode
  backend: BackendStatus | null
  greetings: number
}

export type RootEvent = { type: 'greet' }

/**
 * The root actor: one per request on the server, one per tab in the browser. It settles on the server
 * (tag `settled`), is persisted into the page, and the browser goes on from that snapshot.
 */
export const rootMachine = setup({
  types: {
    input: {} as RootInput,
    context: {} as RootContext,
    events: {} as RootEvent,
  },
  actors: {
    checkBackend: fromPromise<BackendStatus>(async () => {
      throw new Error('checkBackend is provided by the services layer')
    }),
  },
  actions: {
    countGreeting: assign({ greetings: ({ context }) => context.greetings + 1 }),
  },
}).createMachine({
  id: 'root',
  context: ({ input }) => ({ storeCode: input.storeCode, backend: null, greetings: 0 }),
  initial: 'checkingBackend',
  states: {
    checkingBackend: {
      invoke: {
        src: 'checkBackend',
        onDone: { target: 'ready', actions: assign({ backend: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: assign({ backend: () => ({ reachable: false, checkedAt: new Date().toISOString() }) }) },
      },
    },
    ready: {
      tags: ['settled'],
      on: { greet: { actions: 'countGreeting' } },
    },
  },
})
