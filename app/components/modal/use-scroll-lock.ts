import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { modalMachine, type ModalName } from '../../../machines/modal.machine.ts'

/** Open modals; the page scrolls again only when the last one closes. */
let lockCount = 0

const scrollLockedMachine = modalMachine.provide({
  actions: {
    lockPageScrolling: () => {
      if (lockCount++ === 0) document.documentElement.classList.add('scroll-locked')
    },
    unlockPageScrolling: () => {
      if (--lockCount === 0) document.documentElement.classList.remove('scroll-locked')
    },
  },
})

/** SPEC §4 "modals lock page scrolling": the modal machine locks while open; the document is touched here, not in the machine. */
export function useScrollLock(open: boolean, name: ModalName | undefined): void {
  const modal = useActorRef(scrollLockedMachine)
  useEffect(() => {
    if (!open) return
    modal.send({ type: 'modal.open', name: name ?? 'checkout-login' })
    return () => modal.send({ type: 'modal.close' })
  }, [open, name, modal])
}
