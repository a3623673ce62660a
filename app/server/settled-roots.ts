import { createActor, waitFor, type SnapshotFrom } from 'xstate'
import { appConfig } from '../../app.config.ts'
import { rootMachine, type RootInput } from '../../machines/root.machine.ts'
import { staleWhileRevalidateCache } from '../../services/stale-while-revalidate.ts'
import { keepSettledRootActor } from '../state/settled-root-actors.ts'
import { jsonTextOf } from '../views/json-text.ts'
import { serverPageMachine } from './page-content.ts'
import { isComplete } from './part-failures.ts'

// The settled roots of a worker, in a module of their own: the framework splits a server function's handler into
// a module of its own, and a cache declared beside the server function would be a second one, apart from the
// render's.

const SETTLE_TIMEOUT_MS = 10_000
const SETTLED_ROOTS_BYTES = 16 * 1024 * 1024

interface SettledRoot {
  /** The root's persisted snapshot, its page included, as JSON: it goes into the HTML as it is. */
  snapshot: string
  /** Whether it may be answered again: a complete page of a known route, or a redirect. */
  keep: boolean
}

let serverRoot: ReturnType<typeof provideServerRoot> | undefined
const provideServerRoot = () => rootMachine.provide({ actors: { page: serverPageMachine() } })

/** Whether a settled page may be kept: a redirect, or a page found and framed with every part, at a known route. */
function keepable(snapshot: SnapshotFrom<typeof rootMachine>, knownRoute: boolean): boolean {
  const page = snapshot.context.page?.getSnapshot()
  if (!page) return false
  if (page.matches('redirecting')) return true
  return knownRoute && page.matches('ready') && isComplete(page.context.frame)
}

async function settle(input: RootInput & { knownRoute: boolean }): Promise<SettledRoot> {
  const { knownRoute, ...rootInput } = input
  const actor = createActor((serverRoot ??= provideServerRoot()), { input: rootInput }).start()
  try {
    const settled = await waitFor(actor, (snapshot) => snapshot.hasTag('settled'), { timeout: SETTLE_TIMEOUT_MS }).catch(() => null)
    if (settled) {
      const snapshot = jsonTextOf(actor.getPersistedSnapshot())
      // The page renders from this very actor, stopped as it settled, rather than from a second one restored.
      keepSettledRootActor(snapshot, actor)
      return { snapshot, keep: keepable(settled, knownRoute) }
    }
  } finally {
    actor.stop()
  }
  // A page that did not settle in time is an outage (503): the root goes into the HTML without it, so the browser
  // never resumes a fetch the server gave up on.
  console.error(JSON.stringify({ event: 'page-load-timeout', path: rootInput.page?.path, timeoutMs: SETTLE_TIMEOUT_MS }))
  const { page: _page, ...withoutPage } = rootInput
  const bare = createActor(rootMachine, { input: withoutPage }).start()
  bare.stop()
  return { snapshot: JSON.stringify(bare.getPersistedSnapshot()), keep: false }
}

/**
 * Settled roots by the input they settled from (market, device class, page address), kept like the content
 * replies they are made of (DESIGN "Budgets"): a warm page costs no content call, no machine run and no
 * sanitizing. Only complete pages and redirects are kept; errors and pages with a part left out are asked again.
 */
export const settledRoots = (() => {
  let cache: ((key: string, input: RootInput & { knownRoute: boolean }) => Promise<SettledRoot>) | null = null
  return (input: RootInput & { knownRoute: boolean }) => {
    cache ??= staleWhileRevalidateCache(settle, (settled) => settled.keep, {
      ...appConfig().contentCache,
      maxEntries: 2_000,
      // A snapshot is a page's whole content: the texts are bounded, however large the pages of the catalogue.
      maxBytes: SETTLED_ROOTS_BYTES,
      sizeOf: (settled, key) => 2 * (settled.snapshot.length + key.length),
    })
    return cache(JSON.stringify(input), input)
  }
})()
