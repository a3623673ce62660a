import { assign, fromPromise, sendParent, setup } from 'xstate'
import type { ContentError, PageData, PageFrame, PageReply } from '../domain/types.ts'
import type { PageAddress } from '../domain/requests.ts'

export type PageInput = PageAddress

export interface PageContext {
  address: PageAddress
  /** The content page, once the content platform or the scrape endpoint answered with one. */
  page: PageData | null
  /** Menu, snippets and the page's extras; null until assembled, or when the frame could not be fetched. */
  frame: PageFrame | null
  /** The scrape endpoint found no page: the error page is framed and shown (SPEC §2). */
  missing: boolean
  redirect: { location: string; status: number } | null
  /** The first reply's status, kept for the error raised when the scrape fallback fails too. */
  firstReply: { status: number; statusText: string } | null
  error: ContentError | null
}

/** What the frame is assembled around: the address, and the content page when there is one. */
export interface FrameRequest {
  address: PageAddress
  page: PageData | null
}

/** How a call ended, as its typed `onDone` or `onError` hands it to the guards and actions that read it. */
type Replied = { reply: PageReply }
type Outcome = Replied | { error: unknown }
const replied = ({ event }: { event: { output: PageReply } }): Replied => ({ reply: event.output })
const failed = ({ event }: { event: { error: unknown } }): Outcome => ({ error: event.error })
const framed = ({ event }: { event: { output: PageFrame } }) => ({ frame: event.output })
const replyIn = (outcome: Outcome): PageReply | null => ('reply' in outcome ? outcome.reply : null)
const errorIn = (outcome: Outcome): unknown => ('error' in outcome ? outcome.error : undefined)

/**
 * SPEC §4 Content request: one page a shopper opens, spawned by the root. A page with a content page of its own
 * asks the content platform; a reply that is not a page (not 200, an error body, no data) sends the same request to
 * the scrape endpoint; if that fails too the error carries status code, status text, cause and an error id. A
 * redirect result is followed by the app. Every other page, found or not, is assembled into its frame (menu,
 * snippets, recommendations) before it settles; pages with no content page of their own (cart, favourites, login,
 * account pages) are only framed.
 */
export const pageMachine = setup({
  types: { input: {} as PageInput, context: {} as PageContext },
  actors: {
    fetchPage: fromPromise<PageReply, PageAddress>(async () => {
      throw new Error('provided by the content service')
    }),
    scrapePage: fromPromise<PageReply, PageAddress>(async () => {
      throw new Error('provided by the content service')
    }),
    /** Menu, snippets and recommendations; each failure yields its empty value and is named (SPEC §8). */
    fetchChrome: fromPromise<PageFrame, FrameRequest>(async () => {
      throw new Error('provided by the content service')
    }),
  },
  guards: {
    hasContentPage: ({ context }) => context.address.content !== null,
    isPage: (_, { reply }: Replied) => reply.kind === 'page',
    isRedirect: (_, { reply }: Replied) => reply.kind === 'redirect',
    isNotFound: (_, { reply }: Replied) => reply.kind === 'not-found',
    hasFailed: ({ context }) => context.error !== null,
    isMissing: ({ context }) => context.missing,
  },
  actions: {
    takePage: assign((_, { reply }: Replied) => ({ page: reply.kind === 'page' ? reply.page : null })),
    takeRedirect: assign((_, { reply }: Replied) => ({ redirect: reply.kind === 'redirect' ? { location: reply.location, status: reply.status } : null })),
    markMissing: assign({ missing: true }),
    rememberFirstReply: assign((_, outcome: Outcome) => {
      const reply = replyIn(outcome)
      if (reply && reply.kind === 'failed') return { firstReply: { status: reply.status, statusText: reply.statusText } }
      if (reply && reply.kind === 'not-found') return { firstReply: { status: reply.status, statusText: 'Not Found' } }
      const error = errorIn(outcome)
      return { firstReply: { status: 0, statusText: error instanceof Error ? error.message : 'No reply' } }
    }),
    raiseContentError: assign({
      error: ({ context }, outcome: Outcome) => {
        const reply = replyIn(outcome)
        const error = errorIn(outcome)
        const status = reply && reply.kind === 'failed' ? reply.status : context.firstReply?.status ?? 0
        const statusText = reply && reply.kind === 'failed' ? reply.statusText : context.firstReply?.statusText ?? ''
        return {
          status,
          statusText,
          cause: error instanceof Error ? error.message : `The scrape fallback answered ${status} after the content platform answered ${context.firstReply?.status ?? 0}`,
          errorId: errorIdOf(context.address.path, status),
        }
      },
    }),
    takeFrame: assign((_, { frame }: { frame: PageFrame }) => ({ frame })),
    // Tells the owner (the root) that the page can be rendered; tests replace it.
    notifySettled: sendParent({ type: 'page.settled' }),
    // Provided by the app: failures are logged (SPEC §8 "Page load failure: logged").
    logError: (_, _params: { error: ContentError | null }) => {},
  },
}).createMachine({
  id: 'page',
  context: ({ input }) => ({ address: input, page: null, frame: null, missing: false, redirect: null, firstReply: null, error: null }),
  initial: 'requested',
  states: {
    requested: {
      always: [{ guard: 'hasContentPage', target: 'fetching' }, { target: 'assembling' }],
    },
    fetching: {
      tags: ['busy'],
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => context.address,
        // SPEC §4: any first reply that is not a page (or a redirect) goes on to the scrape endpoint.
        onDone: [
          { guard: { type: 'isPage', params: replied }, target: 'assembling', actions: { type: 'takePage', params: replied } },
          { guard: { type: 'isRedirect', params: replied }, target: 'redirecting', actions: { type: 'takeRedirect', params: replied } },
          { target: 'scraping', actions: { type: 'rememberFirstReply', params: replied } },
        ],
        onError: { target: 'scraping', actions: { type: 'rememberFirstReply', params: failed } },
      },
    },
    scraping: {
      tags: ['busy'],
      invoke: {
        id: 'scrapePage',
        src: 'scrapePage',
        input: ({ context }) => context.address,
        onDone: [
          { guard: { type: 'isPage', params: replied }, target: 'assembling', actions: { type: 'takePage', params: replied } },
          { guard: { type: 'isRedirect', params: replied }, target: 'redirecting', actions: { type: 'takeRedirect', params: replied } },
          { guard: { type: 'isNotFound', params: replied }, target: 'assembling', actions: 'markMissing' },
          { target: 'assembling', actions: { type: 'raiseContentError', params: replied } },
        ],
        onError: { target: 'assembling', actions: { type: 'raiseContentError', params: failed } },
      },
    },
    assembling: {
      tags: ['busy'],
      invoke: {
        id: 'fetchChrome',
        src: 'fetchChrome',
        input: ({ context }): FrameRequest => ({ address: context.address, page: context.page }),
        onDone: [
          { guard: 'hasFailed', target: 'failed', actions: { type: 'takeFrame', params: framed } },
          { guard: 'isMissing', target: 'notFound', actions: { type: 'takeFrame', params: framed } },
          { target: 'ready', actions: { type: 'takeFrame', params: framed } },
        ],
        // A frame that could not be assembled at all is a page-load failure (SPEC §8).
        onError: { target: 'failed', actions: { type: 'raiseContentError', params: failed } },
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
function errorIdOf(path: string, status: number): string {
  let hash = 2166136261
  for (const char of `${path}|${status}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619)
  return `content-${Date.now().toString(36)}-${(hash >>> 0).toString(36)}`
}
