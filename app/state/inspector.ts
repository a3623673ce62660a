import type { ActorOptions, AnyActorLogic } from 'xstate'

interface Inspector {
  inspect: NonNullable<ActorOptions<AnyActorLogic>['inspect']>
}

let inspector: Inspector | undefined

/**
 * In development, `?inspect` in the URL connects the XState inspector to the root actor and all it spawns.
 * The inspector package is loaded before hydration (see client.tsx), never in a production build.
 */
export async function prepareBrowserInspector(): Promise<void> {
  if (!import.meta.env.DEV || typeof window === 'undefined') return
  if (!new URLSearchParams(window.location.search).has('inspect')) return
  const { createBrowserInspector } = await import('@statelyai/inspect')
  inspector = createBrowserInspector()
}

export function browserInspector(): Inspector | undefined {
  return inspector
}
