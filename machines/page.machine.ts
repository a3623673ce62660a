import { assign, fromPromise, sendParent, setup } from 'xstate'
import type { ContentError, PageChrome, PageData, PageReply } from '../domain/types.ts'
import type { PageRequest } from '../domain/requests.ts'

export type PageInput = PageRequest

export interface PageContext {
  request: PageRequest
  page: PageData | null
  chrome: PageChrome
  redirect: { location: string; status: number } | null
  /** The first reply's status, kept for the error raised when the scrape fallback fails too. */
  firstReply: { status: number; statusText: string } | null
  error: ContentError | null
}

export type PageEvent = { type: 'page.requested'; seoUrl: string; params: Record<string, string> }

const replyOf = (event: unknown) => (event as { output?: PageReply }).output

/**
 * SPEC §4 Content request: the page comes from the content platform; a reply that is not a page (not 200, an
 * error body, no data) sends the same request to the scrape endpoint; if that fails too the error carries status code, status text,
 * cause and an error id. A redirect result is followed by the app; missing data is a 404.
 */
export const pageMachine = setup({
  types: { input: {} as PageInput, context: {} as PageContext, events: {} as PageEvent },
  actors: {
    fetchPage: fromPromise<PageReply, PageRequest>(async () => {
      throw new Error('provided by the content service')
    }),
    scrapePage: fromPromise<PageReply, PageRequest>(async () => {
      throw new Error('provided by the content service')
    }),
    /** Menu and snippets; each failure yields its empty value (SPEC §8). */
    fetchChrome: fromPromise<PageChrome, { language: string }>(async () => {
      throw new Error('provided by the content service')
    }),
  },
  guards: {
    isPage: ({ event }) => replyOf(event)?.kind === 'page',
    isRedirect: ({ event }) => replyOf(event)?.kind === 'redirect',
    isNotFound: ({ event }) => replyOf(event)?.kind === 'not-found',
  },
  actions: {
    takeRequest: assign({
      request: ({ context, event }) =>
        event.type === 'page.requested' ? { ...context.request, seoUrl: event.seoUrl, params: event.params } : context.request,
      page: null,
      redirect: null,
      firstReply: null,
      error: null,
    }),
    takePage: assign({ page: ({ event }) => { const reply = replyOf(event); return reply?.kind === 'page' ? reply.page : null } }),
    takeRedirect: assign({
      redirect: ({ event }) => { const reply = replyOf(event); return reply?.kind === 'redirect' ? { location: reply.location, status: reply.status } : null },
    }),
    rememberFirstReply: assign({
      firstReply: ({ event }) => {
        const reply = replyOf(event)
        if (reply && reply.kind === 'failed') return { status: reply.status, statusText: reply.statusText }
        if (reply && reply.kind === 'not-found') return { status: reply.status, statusText: 'Not Found' }
        const error = (event as { error?: unknown }).error
        return { status: 0, statusText: error instanceof Error ? error.message : 'No reply' }
      },
    }),
    raiseContentError: assign({
      error: ({ context, event }) => {
        const reply = replyOf(event)
        const error = (event as { error?: unknown }).error
        const status = reply && reply.kind === 'failed' ? reply.status : context.firstReply?.status ?? 0
        const statusText = reply && reply.kind === 'failed' ? reply.statusText : context.firstReply?.statusText ?? ''
        return {
          status,
          statusText,
          cause: error instanceof Error ? error.message : `The scrape fallback answered ${status} after the content platform answered ${context.firstReply?.status ?? 0}`,
          errorId: errorIdOf(context.request.seoUrl, status),
        }
      },
    }),
    takeChrome: assign({ chrome: ({ event }) => (event as { output?: PageChrome }).output ?? { menu: [], snippets: [] } }),
    // Tells the owner (the root) that the page can be rendered; tests replace it.
    notifySettled: sendParent({ type: 'page.settled' }),
    // Provided by the app: failures are logged (SPEC §8 "Page load failure: logged").
    logError: (_, _params: { error: ContentError | null }) => {},
  },
}).createMachine({
  id: 'page',
  context: ({ input }) => ({ request: input, page: null, chrome: { menu: [], snippets: [] }, redirect: null, firstReply: null, error: null }),
  initial: 'fetching',
  on: { 'page.requested': { target: '.fetching', actions: 'takeRequest' } },
  states: {
    fetching: {
      tags: ['busy'],
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => context.request,
        // SPEC §4: any first reply that is not a page (or a redirect) goes on to the scrape endpoint.
        onDone: [
          { guard: 'isPage', target: 'assembling', actions: 'takePage' },
          { guard: 'isRedirect', target: 'redirecting', actions: 'takeRedirect' },
          { target: 'scraping', actions: 'rememberFirstReply' },
        ],
        onError: { target: 'scraping', actions: 'rememberFirstReply' },
      },
    },
    scraping: {
      tags: ['busy'],
      invoke: {
        id: 'scrapePage',
        src: 'scrapePage',
        input: ({ context }) => context.request,
        onDone: [
          { guard: 'isPage', target: 'assembling', actions: 'takePage' },
          { guard: 'isRedirect', target: 'redirecting', actions: 'takeRedirect' },
          { guard: 'isNotFound', target: 'notFound' },
          { target: 'failed', actions: 'raiseContentError' },
        ],
        onError: { target: 'failed', actions: 'raiseContentError' },
      },
    },
    assembling: {
      tags: ['busy'],
      invoke: {
        id: 'fetchChrome',
        src: 'fetchChrome',
        input: ({ context }) => ({ language: context.request.language }),
        onDone: { target: 'ready', actions: 'takeChrome' },
        onError: { target: 'ready' },
      },
    },
    ready: { tags: ['settled'], entry: 'notifySettled' },
    redirecting: { tags: ['settled'], entry: 'notifySettled' },
    notFound: { tags: ['settled'], entry: 'notifySettled' },
    failed: {
      tags: ['settled'],
      entry: [{ type: 'logError', params: ({ context }) => ({ error: context.error }) }, 'notifySettled'],
    },
  },
})

/** An id to find the logged error again: the time and a hash of what failed (no random source, so replays agree). */
function errorIdOf(seoUrl: string, status: number): string {
  let hash = 2166136261
  for (const char of `${seoUrl}|${status}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619)
  return `content-${Date.now().toString(36)}-${(hash >>> 0).toString(36)}`
}
