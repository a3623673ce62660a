import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor, type InspectionEvent } from 'xstate'
import { pageMachine, type FrameRequest } from '../../../machines/page.machine.ts'
import type { PageAddress } from '../../../domain/requests.ts'
import { rootMachine } from '../../../machines/root.machine.ts'
import type { PageFrame, PageReply } from '../../../domain/types.ts'

const machine = rootMachine.provide({
  actors: {
    page: pageMachine.provide({
      actors: {
        fetchPage: fromPromise<PageReply, PageAddress>(async () => ({ kind: 'page', status: 200, page: { type: 'page', language: 'de', data: { id: 'home' } } })),
        fetchChrome: fromPromise<PageFrame, FrameRequest>(async () => ({ menu: [], snippets: [] })),
      },
    }),
  },
})

describe('root actor inspection', () => {
  it('reports the root actor and every actor it spawns, and the shared-state events, to the inspector', async () => {
    const seen: InspectionEvent[] = []
    const actor = createActor(machine, {
      input: { storeCode: 'de', catalogueMode: true, page: { path: '/de/', search: '', pageSize: 48, content: { seoUrl: '/de/', params: {}, language: 'de' } } },
      inspect: (event) => seen.push(event),
    }).start()
    await waitFor(actor, (snapshot) => snapshot.hasTag('settled'))
    actor.send({ type: 'shop.resumed', favourites: [] })
    actor.send({ type: 'wishlist.add-item', productId: '1001', origin: 'tile', at: 1 })

    const created = seen.filter((event) => event.type === '@xstate.actor').map((event) => event.actorRef)
    expect(created[0]).toBe(actor)
    const ids = created.map((ref) => ('id' in ref ? ref.id : undefined))
    expect(ids).toEqual(expect.arrayContaining(['header', 'overlay', 'modal', 'backToTop', 'page', 'wishlist']))
    const events = seen.filter((event) => event.type === '@xstate.event').map((event) => event.event.type)
    expect(events).toContain('wishlist.add-item')
    expect(events).toContain('page.settled')
    actor.stop()
  })
})
