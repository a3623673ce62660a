import { useRouter } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react'
import type { Actor, ActorOptions, SnapshotFrom } from 'xstate'
import { rootMachine, type RootInput } from '../../machines/root.machine.ts'
import { browserRootLogic, type BrowserSettings } from './browser-implementations.ts'
import { browserInspector } from './inspector.ts'
import { useRenderActor } from './render-actor.ts'
import { restorableSnapshot } from './restorable-snapshot.ts'
import { takeSettledRootActor } from './settled-root-actors.ts'
import { yieldToBrowser } from './yield-to-browser.ts'

type RootLogic = ReturnType<typeof browserRootLogic>
type RootActorRef = Actor<RootLogic>
type RootSnapshot = SnapshotFrom<typeof rootMachine>

// The machines are made as their modules are evaluated; the modules after them are evaluated in a task of their own.
await yieldToBrowser()

const RootActorContext = createContext<RootActorRef | null>(null)
const BrowserSettingsContext = createContext<BrowserSettings | null>(null)

/** The store and storefront access the root actor was provided with. */
export function useBrowserSettings(): BrowserSettings {
  const settings = useContext(BrowserSettingsContext)
  if (!settings) throw new Error('The browser settings are read outside RootActorProvider')
  return settings
}

function useRootActorRef(): RootActorRef {
  const actor = useContext(RootActorContext)
  if (!actor) throw new Error('The root actor is read outside RootActorProvider')
  return actor
}

/** An actor of the root machine given to the components below, as XState's actor context provides one. */
function Provider({ logic = rootMachine, options, children }: { logic?: typeof rootMachine; options: ActorOptions<typeof rootMachine> & { input: RootInput }; children: ReactNode }) {
  return <RootActorContext.Provider value={useActorRef(logic, options)}>{children}</RootActorContext.Provider>
}

/** The root actor of this tab (of this render on the server), shared with every component through React context. */
export const RootActor = {
  Provider,
  useActorRef: useRootActorRef,
  useSelector: <T,>(selector: (snapshot: RootSnapshot) => T, compare?: (a: T, b: T) => boolean): T => useSelector(useRootActorRef(), selector, compare),
}

interface RootActorProviderProps {
  input: RootInput
  /** The persisted snapshot the server settled, as JSON. */
  snapshot: string
  settings: BrowserSettings
  children: ReactNode
}

/** Restores the root actor from the server's snapshot, so nothing the server fetched is fetched again. */
export function RootActorProvider({ input, snapshot, settings, children }: RootActorProviderProps) {
  const { store, storefront } = settings
  const { storefrontDomain, storefrontAccessKey, apiVersion } = storefront
  const logic = useMemo(
    () => browserRootLogic({ store, storefront: { storefrontDomain, storefrontAccessKey, apiVersion } }),
    [store, storefrontDomain, storefrontAccessKey, apiVersion],
  )
  // On the server, the root this request settled, when it is the one the snapshot was made of.
  const actor = useRenderActor(logic, snapshot, () => ({ input, snapshot: restorableSnapshot(snapshot), inspect: browserInspector()?.inspect }), () => takeSettledRootActor(snapshot))
  useTabRoot(actor)
  return (
    <RootActorContext.Provider value={actor}>
      <BrowserSettingsContext.Provider value={settings}>
        <RouteChanges />
        {children}
      </BrowserSettingsContext.Provider>
    </RootActorContext.Provider>
  )
}

/** Hands the tab's root to the router's loaders: a client navigation sends it the page to load (app/state/page-load.ts). */
function useTabRoot(actor: RootActorRef): void {
  const router = useRouter()
  useEffect(() => {
    const tab = router.options.context.root
    tab.hold(actor)
    return () => tab.release(actor)
  }, [router, actor])
}

/** SPEC §4: overlay, modals and the header's open layers close on a route change; the router tells the root. */
function RouteChanges(): null {
  const router = useRouter()
  const root = useRootActorRef()
  useEffect(
    () =>
      router.subscribe('onResolved', (change) => {
        if (change.pathChanged) root.send({ type: 'route.changed' })
      }),
    [router, root],
  )
  return null
}
