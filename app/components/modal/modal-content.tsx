import { Suspense, type ComponentType, type ReactNode } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { preloadableView } from '../preloadable-view.ts'

export interface LoadsOnOpen {
  /** Starts fetching the content, if it is not there yet; a failure is left for the opening to meet. */
  preload: () => void
}

/**
 * Content that a shopper sees only in an opened modal (a form with its machine), in a chunk of its
 * own: it is not part of the page's first load, and is fetched when the modal opens or the shopper heads for it.
 */
export function loadedOnOpen<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const content = preloadableView(load)
  const fetchContent = content.preload
  // A failed early fetch (the shopper only pointed at the button) is tried again when the modal opens.
  return Object.assign(content, { preload: () => void fetchContent().catch(() => undefined) })
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
