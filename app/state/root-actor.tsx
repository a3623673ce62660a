import { useRouter } from '@tanstack/react-router'
import { createActorContext } from '@xstate/react'
import { useEffect, useMemo, type ReactNode } from 'react'
import type { Snapshot } from 'xstate'
import { rootMachine, type RootInput } from '../../machines/root.machine.ts'
import { browserRootLogic, type BrowserSettings } from './browser-implementations.ts'
import { browserInspector } from './inspector.ts'

/** The root actor of this tab, shared with every component through React context. */
export const RootActor = createActorContext(rootMachine)

interface RootActorProviderProps {
  input: RootInput
  /** The persisted snapshot the server settled, as JSON. */
  snapshot: string
  settings: BrowserSettings
  children: ReactNode
}

/** Restores the root actor from the server's snapshot, so nothing the server fetched is fetched again. */
export function RootActorProvider({ input, snapshot, settings, children }: RootActorProviderProps) {
  const inspect = browserInspector()?.inspect
  const { store, storefront } = settings
  const logic = useMemo(() => browserRootLogic({ store, storefront: { domain: storefront.domain, accessKey: storefront.accessKey } }), [store, storefront.domain, storefront.accessKey])
  return (
    <RootActor.Provider logic={logic} options={{ input, snapshot: JSON.parse(snapshot) as Snapshot<unknown>, inspect }}>
      <RouteChanges />
      {children}
    </RootActor.Provider>
  )
}

/** SPEC §4: overlay, modals and the header's open layers close on a route change; the router tells the root. */
function RouteChanges(): null {
  const router = useRouter()
  const root = RootActor.useActorRef()
  useEffect(
    () =>
      router.subscribe('onResolved', (change) => {
        if (change.pathChanged) root.send({ type: 'route.changed' })
      }),
    [router, root],
  )
  return null
}
