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

export interface LoadsOnOpen {
  /** Starts fetching the content, if it is not there yet; a failure is left for the opening to meet. */
  preload: () => void
}

/**
 * A view a shopper sees only once something is opened (a modal's form with its machine, the mobile menu), in a
 * chunk of its own: it is not part of the page's first load, and is fetched when it opens or the shopper heads
 * for the control that opens it.
 */
export function loadedOnOpen<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const content = preloadableView(load)
  const fetchContent = content.preload
  // A failed early fetch (the shopper only pointed at the button) is tried again when it opens.
  return Object.assign(content, { preload: () => void fetchContent().catch(() => undefined) })
}

/** Handlers for the control that opens them: pointing at it or focusing it fetches the views, so they are there by the click. */
export function preloadsOnApproach(...contents: LoadsOnOpen[]) {
  const preload = () => contents.forEach((content) => content.preload())
  return { onPointerEnter: preload, onFocus: preload }
}

/** A thenable that answers at once: a settled promise would still suspend React.lazy once. */
function alreadyLoaded<View>(view: View) {
  const thenable = { then: (resolve: (module: { default: View }) => unknown) => resolve({ default: view }) }
  return thenable as unknown as Promise<{ default: View }>
}
