import type { ActorOptions, AnyActorLogic } from 'xstate'

interface Inspector {
  inspect: NonNullable<ActorOptions<AnyActorLogic>['inspect']>
}

let inspector: Inspector | undefined

/**
 * Connects XState's inspection to the root actor and all it spawns, and to the actors of the page's own controls
 * (listing, search box, forms), when the page is opened with `?inspect`:
 * in development the Stately inspector (`?inspect`); in any build `?inspect=record` keeps the inspection events in
 * the page (`window.shopInspection`, inspection-record.ts), which the end-to-end test reads. Either is loaded before
 * hydration (see client.tsx) and only when asked for, never with the first load.
 */
export async function prepareBrowserInspector(): Promise<void> {
  if (typeof window === 'undefined') return
  const asked = new URLSearchParams(window.location.search).get('inspect')
  if (asked === null) return
  if (asked === 'record') {
    inspector = (await import('./inspection-record.ts')).recordingInspector()
    return
  }
  if (!import.meta.env.DEV) return
  const { createBrowserInspector } = await import('@statelyai/inspect')
  inspector = createBrowserInspector()
}

export function browserInspector(): Inspector | undefined {
  return inspector
}
