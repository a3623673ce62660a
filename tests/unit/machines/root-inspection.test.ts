import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor, type InspectionEvent } from 'xstate'
import { rootMachine, type BackendStatus } from '../../../machines/root.machine.ts'

describe('root actor inspection', () => {
  it('reports the root actor and every actor it starts to the inspector', async () => {
    const seen: InspectionEvent[] = []
    const machine = rootMachine.provide({
      actors: { checkBackend: fromPromise<BackendStatus>(async () => ({ reachable: true, checkedAt: '2026-01-01T00:00:00.000Z' })) },
    })
    const actor = createActor(machine, { input: { storeCode: 'de' }, inspect: (event) => seen.push(event) }).start()
    await waitFor(actor, (snapshot) => snapshot.hasTag('settled'))
    actor.send({ type: 'greet' })

    const created = seen.filter((event) => event.type === '@xstate.actor').map((event) => event.actorRef)
    expect(created[0]).toBe(actor)
    expect(created.map((ref) => ('id' in ref ? ref.id : undefined))).toContain('0.root.checkingBackend')
    expect(seen.some((event) => event.type === '@xstate.event' && event.event.type === 'greet')).toBe(true)
    actor.stop()
  })

  it('resumes from a persisted snapshot without running the settled work again', async () => {
    let checks = 0
    const machine = rootMachine.provide({
      actors: { checkBackend: fromPromise<BackendStatus>(async () => ({ reachable: true, checkedAt: `check ${++checks}` })) },
    })
    const server = createActor(machine, { input: { storeCode: 'pl' } }).start()
    await waitFor(server, (snapshot) => snapshot.hasTag('settled'))
    const persisted = JSON.parse(JSON.stringify(server.getPersistedSnapshot()))
    server.stop()

    const browser = createActor(machine, { input: { storeCode: 'pl' }, snapshot: persisted }).start()
    expect(browser.getSnapshot().hasTag('settled')).toBe(true)
    expect(browser.getSnapshot().context.backend?.checkedAt).toBe('check 1')
    expect(checks).toBe(1)
    browser.stop()
  })
})
