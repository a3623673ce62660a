import { createIsomorphicFn } from '@tanstack/react-start'
import { waitFor, type ActorRefFrom } from 'xstate'
import type { PageAddress } from '../../domain/requests.ts'
import type { rootMachine } from '../../machines/root.machine.ts'
import type { SettledPage } from '../views/settled-page.ts'
import { valueOfJsonText } from '../views/json-text.ts'
import type { RootSnapshotText } from './root-snapshot-text.tsx'

type RootRef = ActorRefFrom<typeof rootMachine>

/** The tab's root actor, as the router's context holds it for the loaders: held once the root is restored (root-actor.tsx). */
export interface TabRoot {
  readonly actor: () => RootRef | null
  hold: (actor: RootRef) => void
  release: (actor: RootRef) => void
}

export function tabRoot(): TabRoot {
  let held: RootRef | null = null
  return {
    actor: () => held,
    hold: (actor) => void (held = actor),
    release: (actor) => void (held = held === actor ? null : held),
  }
}

/** The router's context: made with the router, one per request on the server and one per tab in the browser. */
export interface ShopRouterContext {
  root: TabRoot
}

/** What a route's loader hands on to load its page: the router's context and the root route's match. */
export interface PageLoad {
  root: TabRoot
  rootMatch: Promise<{ loaderData?: { snapshot: RootSnapshotText } }>
  /** A page a shopper is about to open (intent preloading): fetched ahead, never sent to the root. */
  preload: boolean
}

interface PersistedRoot {
  children?: { page?: { snapshot?: SettledPage } }
}

/**
 * The page of the root, settled. On the server the root route's loader settled the root with the page (settle-root-
 * actor.ts): the page is read from its persisted snapshot. In the browser a navigation asks the tab's root for the
 * page (`page.requested`): the root replaces its page actor, and the loader resolves once the root has settled again.
 */
export const settledPageOf = createIsomorphicFn()
  .server(async (_address: PageAddress, load: PageLoad): Promise<SettledPage | null> => {
    const snapshot = (await load.rootMatch).loaderData?.snapshot.text
    const page = snapshot ? valueOfJsonText<PersistedRoot>(snapshot).children?.page?.snapshot : undefined
    return page ?? null
  })
  .client(async (address: PageAddress, load: PageLoad): Promise<SettledPage | null> => {
    const root = load.root.actor()
    if (!root) return null
    root.send({ type: 'page.requested', page: address })
    const settled = await waitFor(root, (snapshot) => snapshot.hasTag('settled'))
    const page = settled.context.page?.getSnapshot()
    return page ? { value: page.value, context: page.context } : null
  })
