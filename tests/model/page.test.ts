import { expect } from 'vitest'
import { pageMachine } from '../../machines/page.machine.ts'
import { describeModel } from './support/model.ts'

const page = { type: 'page', language: 'de', data: { id: 'home' } }
const replies = (id: string) => [
  { type: `xstate.done.actor.${id}`, output: { kind: 'page', status: 200, page } },
  { type: `xstate.done.actor.${id}`, output: { kind: 'redirect', status: 301, location: '/de/neu/' } },
  { type: `xstate.done.actor.${id}`, output: { kind: 'not-found', status: 200 } },
  { type: `xstate.done.actor.${id}`, output: { kind: 'failed', status: id === 'fetchPage' ? 503 : 500, statusText: 'Service Unavailable' } },
  { type: `xstate.error.actor.${id}`, error: { message: 'offline' } },
]

describeModel({
  name: 'page',
  build: (io) =>
    pageMachine.provide({
      actors: { fetchPage: io.promise('fetchPage'), scrapePage: io.promise('scrapePage'), fetchChrome: io.promise('fetchChrome') },
      actions: { notifySettled: io.action('notifySettled'), logError: io.action('logError') },
    }),
  inputs: { home: { seoUrl: '/de/', params: {}, language: 'de' } },
  events: () => [
    ...replies('fetchPage'),
    ...replies('scrapePage'),
    { type: 'xstate.done.actor.fetchChrome', output: { menu: [{ uuid: 'm1', text: 'Shop', link: '/de/shop', children: [] }], snippets: [] } },
    { type: 'xstate.error.actor.fetchChrome', error: { message: 'offline' } },
    { type: 'page.requested', seoUrl: '/de/blog/', params: { page: '2' } },
  ],
  check: ({ snapshot, event, effects, io }) => {
    // The scrape fallback gets exactly the request the content platform got.
    for (const effect of effects) if (effect.kind === 'invoked' && effect.id !== 'fetchChrome') expect(effect.input).toEqual(snapshot.context.request)
    if (event.type === 'xstate.done.actor.fetchPage' && (event as unknown as { output: { kind: string } }).output.kind === 'failed') {
      expect(io.pending()).toEqual(['scrapePage'])
    }
    const settled = effects.filter((effect) => effect.kind === 'action' && effect.name === 'notifySettled')
    expect(settled.length).toBe(snapshot.hasTag('settled') && !event.type.startsWith('page.') ? 1 : 0)
    if (snapshot.matches('failed')) {
      expect(snapshot.context.error).toMatchObject({ status: expect.any(Number), statusText: expect.any(String), cause: expect.any(String), errorId: expect.stringMatching(/^content-/) })
      expect(io.actions('logError')).toEqual([{ error: snapshot.context.error }])
    }
    if (snapshot.matches('redirecting')) expect(snapshot.context.redirect).toEqual({ location: '/de/neu/', status: 301 })
  },
})
