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
  inputs: {
    home: { path: '/de/', search: '', pageSize: 48, content: { seoUrl: '/de/', params: {}, language: 'de' } },
    // The cart, favourites, login and account pages have no content page of their own: they are only framed.
    cart: { path: '/de/warenkorb', search: '', pageSize: 48, content: null },
  },
  events: () => [
    ...replies('fetchPage'),
    ...replies('scrapePage'),
    { type: 'xstate.done.actor.fetchChrome', output: { menu: [{ uuid: 'm1', text: 'Shop', link: '/de/shop', children: [] }], snippets: [] } },
    { type: 'xstate.error.actor.fetchChrome', error: { message: 'offline' } },
  ],
  check: ({ snapshot, event, effects, io }) => {
    // The scrape fallback gets exactly the request the content platform got; the frame is assembled around the page found.
    for (const effect of effects) {
      if (effect.kind !== 'invoked') continue
      if (effect.id === 'fetchChrome') expect(effect.input).toEqual({ address: snapshot.context.address, page: snapshot.context.page })
      else expect(effect.input).toEqual(snapshot.context.address)
    }
    // A page with no content page of its own never asks the content platform.
    if (snapshot.context.address.content === null) expect(io.pending()).not.toContain('fetchPage')
    if (event.type === 'xstate.done.actor.fetchPage' && (event as unknown as { output: { kind: string } }).output.kind === 'failed') {
      expect(io.pending()).toEqual(['scrapePage'])
    }
    const settled = effects.filter((effect) => effect.kind === 'action' && effect.name === 'notifySettled')
    expect(settled.length).toBe(snapshot.hasTag('settled') ? 1 : 0)
    // Every page shown, found or not, is shown in its frame; a redirect is followed instead.
    if (snapshot.matches('ready') || snapshot.matches('notFound')) expect(snapshot.context.frame?.menu).toHaveLength(1)
    if (snapshot.matches('failed')) {
      expect(snapshot.context.error).toMatchObject({ status: expect.any(Number), statusText: expect.any(String), cause: expect.any(String), errorId: expect.stringMatching(/^content-/) })
      expect(io.actions('logError')).toEqual([{ error: snapshot.context.error }])
    }
    if (snapshot.matches('redirecting')) expect(snapshot.context.redirect).toEqual({ location: '/de/neu/', status: 301 })
  },
})
