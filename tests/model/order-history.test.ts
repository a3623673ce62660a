import { expect } from 'vitest'
import { orderHistoryMachine } from '../../machines/order-history.machine.ts'
import { NOT_LOGGED_IN, ORDER, UNREACHABLE } from './support/account-samples.ts'
import { describeModel } from './support/model.ts'

describeModel({
  name: 'order-history',
  build: (io) => orderHistoryMachine.provide({ actors: { fetchOrders: io.promise('fetchOrders') } }),
  events: () => [
    { type: 'retry' },
    { type: 'xstate.done.actor.fetchOrders', output: { ok: true, value: [ORDER] } },
    { type: 'xstate.done.actor.fetchOrders', output: NOT_LOGGED_IN },
    { type: 'xstate.done.actor.fetchOrders', output: UNREACHABLE },
    { type: 'xstate.error.actor.fetchOrders', error: { message: 'offline' } },
  ],
  check: ({ snapshot, event, effects }) => {
    // The orders load when the page opens and again on a retry, and show as the platform sent them.
    if (event.type === 'retry') expect(effects).toEqual([{ kind: 'invoked', id: 'fetchOrders', input: undefined }])
    if (snapshot.matches('loaded')) expect(snapshot.context.orders).toEqual([ORDER])
    else expect(snapshot.context.orders).toEqual([])
    // No customer: the shopper is sent to log in; a failure can be retried.
    if (event.type === 'xstate.done.actor.fetchOrders' && (event as unknown as { output: unknown }).output === NOT_LOGGED_IN) expect(snapshot.status).toBe('done')
    expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading'))
  },
})
