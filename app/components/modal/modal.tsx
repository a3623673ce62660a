import { Suspense, useState } from 'react'
import { loadedOnOpen } from '../preloadable-view.ts'
import type { ModalProps } from './modal-dialog.tsx'

export type { ModalProps }

/** The dialog's code (focus trap, the modal actor's bookkeeping) comes with the first opening, not with the page. */
const ModalDialog = loadedOnOpen(async () => (await import('./modal-dialog.tsx')).ModalDialog)

/**
 * SPEC §2's modals: nothing is rendered until the first opening; see `ModalDialog` for what an open one does.
 * `Modal.preload` is for the control that opens one (`preloadsOnApproach`).
 */
export const Modal = Object.assign(ModalOnceOpened, { preload: ModalDialog.preload })

function ModalOnceOpened(props: ModalProps) {
  const [opened, setOpened] = useState(props.open)
  if (props.open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  )
}
