import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'

export interface LoadsOnOpen {
  /** Starts fetching the content, if it is not there yet; a failure is left for the opening to meet. */
  preload: () => void
}

/**
 * Content that a shopper sees only in an opened modal (a form with its machine), in a chunk of its
 * own: it is not part of the page's first load, and is fetched when the modal opens or the shopper heads for it.
 */
export function loadedOnOpen<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined
  let loading: Promise<ComponentType<Props>> | undefined
  const fetchContent = () =>
    (loading ??= load().then(
      (content) => (loaded = content),
      (error: unknown) => {
        // A failed early fetch (the shopper only pointed at the button) is tried again when the modal opens.
        loading = undefined
        throw error
      },
    ))
  const Content = lazy(() => (loaded ? alreadyLoaded(loaded) : fetchContent().then((content) => ({ default: content }))))
  const preload = () => void fetchContent().catch(() => undefined)
  return Object.assign(Content, { preload })
}

/**
 * A thenable that answers at once: content fetched before the modal opens renders in the same pass, where a
 * settled promise would still suspend it once and show the loading status for a frame.
 */
function alreadyLoaded<Content>(content: Content) {
  const thenable = { then: (resolve: (module: { default: Content }) => unknown) => resolve({ default: content }) }
  return thenable as unknown as Promise<{ default: Content }>
}

/** Handlers for the control that opens the modal: pointing at it or focusing it fetches the content, so it is there by the click. */
export function preloadsOnApproach(content: LoadsOnOpen) {
  return { onPointerEnter: content.preload, onFocus: content.preload }
}

/** Inside an opened modal: its content, or while that loads a short status that says so. */
export function ModalContent({ children }: { children: ReactNode }) {
  return <Suspense fallback={<ModalContentLoading />}>{children}</Suspense>
}

function ModalContentLoading() {
  const { LL } = useI18nContext()
  return (
    <p className="modal__loading" role="status">
      {LL.LOADING()}
    </p>
  )
}
