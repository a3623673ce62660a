import { assign, setup } from 'xstate'

/** The modals of SPEC §2 (forgot password, review form, back in stock, checkout login, SSO warning) and the listing's product comparison. */
export type ModalName = 'forgot-password' | 'review' | 'back-in-stock' | 'checkout-login' | 'sso-warning' | 'comparison'

export type ModalEvent = { type: 'modal.open'; name: ModalName } | { type: 'modal.close' } | { type: 'route.changed' }

export interface ModalContext {
  name: ModalName | null
}

/** SPEC §4 "modals lock page scrolling": scrolling is locked exactly while a modal is open. */
export const modalMachine = setup({
  types: { context: {} as ModalContext, events: {} as ModalEvent },
  actions: {
    rememberModal: assign({ name: ({ event }) => (event.type === 'modal.open' ? event.name : null) }),
    forgetModal: assign({ name: null }),
    // Provided by the app: the machine does not touch the document.
    lockPageScrolling: () => {},
    unlockPageScrolling: () => {},
  },
}).createMachine({
  id: 'modal',
  context: { name: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'modal.open': { target: 'open', actions: 'rememberModal' } },
    },
    open: {
      entry: 'lockPageScrolling',
      exit: ['unlockPageScrolling', 'forgetModal'],
      on: {
        // One modal at a time: opening another replaces it, the lock stays.
        'modal.open': { actions: 'rememberModal' },
        'modal.close': 'closed',
        'route.changed': 'closed',
      },
    },
  },
})
