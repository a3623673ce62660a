import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react'
import type { ModalName } from '../../../machines/modal.machine.ts'
import { useModalActor } from '../../state/interface-actors.ts'
import { trapTab } from './focusable.ts'
import { CloseButton } from '../close-button.tsx'

export interface ModalProps {
  open: boolean
  onClose: () => void
  title: string
  /** Which of SPEC §2's modals this is, for the root's modal actor. */
  name: ModalName
  className?: string
  /**
   * Once opened, the content stays mounted while the dialog is closed and hidden: a form's actor goes on with a
   * request sent before closing, and the shopper finds the form, or its thanks, as they left it.
   */
  keepsContent?: boolean
  children: ReactNode
}

/**
 * An accessible modal on the native dialog element: the rest of the page is inert while it is open, Tab stays
 * inside, Escape and the close button close it, and focus returns where it was. The root's modal actor knows
 * it is open and locks page scrolling meanwhile (SPEC §4); when that actor closes it (a route change), so does the owner.
 */
export function ModalDialog({ open, onClose, title, name, className, keepsContent = false, children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  // The latest onClose, so a new function from the owner does not reopen the dialog.
  const close = useEffectEvent(() => onClose())
  const modal = useModalActor()
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)

  useEffect(() => {
    if (!open || !modal) return
    modal.send({ type: 'modal.open', name })
    // The actor closed this modal (a route change) or another replaced it: the owner's open state follows.
    const subscription = modal.subscribe((snapshot) => {
      if (snapshot.context.name === name) return
      subscription.unsubscribe()
      close()
    })
    return () => {
      subscription.unsubscribe()
      // Only this modal's own opening is undone: one that replaced it stays open.
      if (modal.getSnapshot().context.name === name) modal.send({ type: 'modal.close' })
    }
  }, [open, name, modal])

  useEffect(() => {
    const element = dialog.current
    if (!element || !open) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!element.open) element.showModal()
    const onKeyDown = (event: KeyboardEvent) => {
      // Escape closes this modal only, not a flyout or menu around it.
      if (event.key === 'Escape') event.stopPropagation()
      trapTab(event, element)
    }
    // Escape: the dialog's cancel event; the owner decides, so the open state stays in one place.
    const onCancel = (event: Event) => {
      event.preventDefault()
      close()
    }
    element.addEventListener('keydown', onKeyDown)
    element.addEventListener('cancel', onCancel)
    return () => {
      element.removeEventListener('keydown', onKeyDown)
      element.removeEventListener('cancel', onCancel)
      if (element.open) element.close()
      opener?.focus()
    }
  }, [open])

  if (!open && !(keepsContent && opened)) return null
  return (
    <dialog ref={dialog} className={`modal${className ? ` ${className}` : ''}`} aria-labelledby={titleId}>
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <CloseButton className="modal__close" onClose={onClose} />
      </div>
      <div className="modal__body">{children}</div>
    </dialog>
  )
}
