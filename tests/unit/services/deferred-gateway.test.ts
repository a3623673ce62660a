import { describe, expect, it } from 'vitest'
import type { CheckoutGateway } from '../../../services/checkout/gateway.ts'
import { deferredGateway } from '../../../services/checkout/deferred-gateway.ts'

const place = { language: 'DE', country: 'DE' }
const checkout = { id: 'c1', webUrl: 'http://checkout', completedAt: null, lines: [] }

/** A gateway that writes each call it gets into `calls`, prefixed with its name. */
function recordingGateway(name: string, calls: string[]): CheckoutGateway {
  return {
    create: async () => (calls.push(`${name} create`), { ok: true, value: checkout }),
    fetch: async (id) => (calls.push(`${name} fetch ${id}`), { ok: true, value: checkout }),
    addLines: async (id) => (calls.push(`${name} add ${id}`), { ok: true, value: checkout }),
    removeLines: async (id, lineIds) => (calls.push(`${name} remove ${id} ${lineIds.join()}`), { ok: true, value: checkout }),
    updateLines: async (id) => (calls.push(`${name} update ${id}`), { ok: true, value: checkout }),
    checkVariants: async (ids) => (calls.push(`${name} check ${ids.join()}`), []),
  }
}

describe('deferred checkout gateway', () => {
  it('fetches and creates the checkout on arrival without loading the cart-change implementation', async () => {
    let loads = 0
    const calls: string[] = []
    const gateway = deferredGateway(recordingGateway('arrival', calls), async () => {
      loads += 1
      return recordingGateway('client', calls)
    })
    await Promise.all([gateway.create([], place), gateway.fetch('c1', place)])
    expect(loads).toBe(0)
    expect(calls).toEqual(['arrival create', 'arrival fetch c1'])
  })

  it('loads the cart-change implementation once, on the first line change, and passes every change through', async () => {
    let loads = 0
    const calls: string[] = []
    const gateway = deferredGateway(recordingGateway('arrival', calls), async () => {
      loads += 1
      return recordingGateway('client', calls)
    })
    await Promise.all([gateway.addLines('c1', [], place), gateway.removeLines('c1', ['l1'], place)])
    await gateway.updateLines('c1', [], place)
    await gateway.checkVariants(['v1'], place)
    await gateway.fetch('c1', place)
    expect(loads).toBe(1)
    expect(calls).toEqual(['client add c1', 'client remove c1 l1', 'client update c1', 'client check v1', 'arrival fetch c1'])
  })

  it('loads the cart-change implementation again on the next change when loading it failed', async () => {
    const calls: string[] = []
    let loads = 0
    const gateway = deferredGateway(recordingGateway('arrival', calls), async () => {
      loads += 1
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return recordingGateway('client', calls)
    })
    await expect(gateway.addLines('c1', [], place)).rejects.toThrow('Failed to fetch')
    await gateway.addLines('c1', [], place)
    expect(loads).toBe(2)
    expect(calls).toEqual(['client add c1'])
  })
})
