import { lazy, type ComponentType } from 'react'

/**
 * A view in a chunk of its own that can be fetched before React renders it (`preload`). Once fetched it is handed
 * to `React.lazy` synchronously, so React renders it in the same pass and never shows a fallback for it; a fetch
 * that failed is tried again by the next call.
 */
export function preloadableView<Props>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined
  let loading: Promise<ComponentType<Props>> | undefined
  const preload = () =>
    (loading ??= load().then(
      (view) => (loaded = view),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  const View = lazy(() => (loaded ? alreadyLoaded(loaded) : preload().then((view) => ({ default: view }))))
  return Object.assign(View, { preload })
}

/** A thenable that answers at once: a settled promise would still suspend React.lazy once. */
function alreadyLoaded<View>(view: View) {
  const thenable = { then: (resolve: (module: { default: View }) => unknown) => resolve({ default: view }) }
  return thenable as unknown as Promise<{ default: View }>
}
