import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { letWarmWorkersListen, warmedUp } from '../../../scripts/workers-listen-together.mjs'

/** A worker as the primary sees it: the messages it was sent. */
function worker() {
  const sent: unknown[] = []
  return { sent, send: (message: unknown) => sent.push(message) }
}

describe('the production server\'s workers listen together once warmed up', () => {
  it('lets no worker listen until every first worker has warmed up, then all of them', () => {
    const cluster = new EventEmitter()
    letWarmWorkersListen(cluster, 3)
    const [first, second, third] = [worker(), worker(), worker()]
    cluster.emit('message', first, { kind: 'warmed' })
    cluster.emit('message', second, { kind: 'warmed' })
    expect([first.sent, second.sent]).toEqual([[], []])
    cluster.emit('message', third, { kind: 'warmed' })
    expect([first.sent, second.sent, third.sent]).toEqual([[{ kind: 'listen' }], [{ kind: 'listen' }], [{ kind: 'listen' }]])
  })

  it('lets a worker started in place of one that died listen as soon as it has warmed up', () => {
    const cluster = new EventEmitter()
    letWarmWorkersListen(cluster, 2)
    cluster.emit('message', worker(), { kind: 'warmed' })
    cluster.emit('message', worker(), { kind: 'warmed' })
    const replacement = worker()
    cluster.emit('message', replacement, { kind: 'warmed' })
    expect(replacement.sent).toEqual([{ kind: 'listen' }])
  })

  it('ignores any other message of a worker', () => {
    const cluster = new EventEmitter()
    letWarmWorkersListen(cluster, 1)
    const only = worker()
    cluster.emit('message', only, { kind: 'something else' })
    cluster.emit('message', only, 'warmed')
    expect(only.sent).toEqual([])
  })

  it('has a warmed-up worker tell the primary, and wait until it is told to listen', async () => {
    const sent: unknown[] = []
    const channel = Object.assign(new EventEmitter(), { send: (message: unknown) => sent.push(message) })
    let listening = false
    const waiting = warmedUp(channel).then(() => (listening = true))
    expect(sent).toEqual([{ kind: 'warmed' }])
    channel.emit('message', { kind: 'other' })
    await Promise.resolve()
    expect(listening).toBe(false)
    channel.emit('message', { kind: 'listen' })
    await waiting
    expect(listening).toBe(true)
  })
})
