import { describe, expect, it } from 'vitest'
import type { CheckoutGateway } from '../../../services/checkout/gateway.ts'
import { deferredGateway } from '../../../services/checkout/deferred-gateway.ts'

describe('deferred checkout gateway', () => {
  it('loads the implementation once, on the first call, and passes every call through', async () => {
    let loads = 0
    const calls: string[] = []
    const place = { language: 'DE', country: 'DE' }
    const checkout = { id: 'c1', webUrl: 'http://checkout', completedAt: null, lines: [] }
    const real: CheckoutGateway = {
      create: async () => (calls.push('create'), { ok: true, value: checkout }),
      fetch: async (id) => (calls.push(`fetch ${id}`), { ok: true, value: checkout }),
      addLines: async (id) => (calls.push(`add ${id}`), { ok: true, value: checkout }),
      removeLines: async (id, lineIds) => (calls.push(`remove ${id} ${lineIds.join()}`), { ok: true, value: checkout }),
      updateLines: async (id) => (calls.push(`update ${id}`), { ok: true, value: checkout }),
      checkVariants: async (ids) => (calls.push(`check ${ids.join()}`), []),
    }
    const gateway = deferredGateway(async () => {
      loads += 1
      return real
    })
    expect(loads).toBe(0)
    await Promise.all([gateway.create([], place), gateway.fetch('c1', place)])
    await gateway.addLines('c1', [], place)
    await gateway.removeLines('c1', ['l1'], place)
    await gateway.updateLines('c1', [], place)
    await gateway.checkVariants(['v1'], place)
    expect(loads).toBe(1)
    expect(calls).toEqual(['create', 'fetch c1', 'add c1', 'remove c1 l1', 'update c1', 'check v1'])
  })
})
