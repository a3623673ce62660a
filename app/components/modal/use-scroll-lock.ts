import { useEffect } from 'react'
import { createActor } from 'xstate'
import { modalMachine, type ModalName } from '../../../machines/modal.machine.ts'

/** Open modals; the page scrolls again only when the last one closes. */
let lockCount = 0

// The shared rule in base.css: `body.is-scroll-locked`.
const scrollLockedMachine = modalMachine.provide({
  actions: {
    lockPageScrolling: () => {
      if (lockCount++ === 0) document.body.classList.add('is-scroll-locked')
    },
    unlockPageScrolling: () => {
      if (--lockCount === 0) document.body.classList.remove('is-scroll-locked')
    },
  },
})

/**
 * SPEC §4 "modals lock page scrolling": the modal machine locks while open; the document is touched here, not in
 * the machine. The actor lives exactly as long as the modal is open, so an unmount always unlocks.
 */
export function useScrollLock(open: boolean, name: ModalName | undefined): void {
  useEffect(() => {
    if (!open) return
    const modal = createActor(scrollLockedMachine).start()
    modal.send({ type: 'modal.open', name: name ?? 'checkout-login' })
    return () => {
      modal.send({ type: 'modal.close' })
      modal.stop()
    }
  }, [open, name])
}
