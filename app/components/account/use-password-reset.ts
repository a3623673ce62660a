import { useSelector } from '@xstate/react'
import { useMemo, useRef } from 'react'
import type { Message } from '../../../i18n/message.ts'
import type { PasswordResetEvent, PasswordResetInput } from '../../../machines/password-reset.machine.ts'
import { provideAccountLogic } from '../../state/account-logic.ts'
import { RootActor, useBrowserSettings } from '../../state/root-actor.tsx'

/** What the forgot-password and reset screens show of the root's `passwordReset` actor. */
export interface PasswordResetView {
  step: 'requesting' | 'sending' | 'emailSent' | 'choosingPassword' | 'resetting' | 'linkExpired' | 'passwordSaved'
  email: string
  error: Message | null
}

const samePasswordReset = (a: PasswordResetView | null, b: PasswordResetView | null) => a?.step === b?.step && a?.email === b?.email && a?.error === b?.error

/** The tab's password reset, none before the screen has opened one (and on the server). */
export function usePasswordReset(): PasswordResetView | null {
  const actor = RootActor.useSelector((snapshot) => snapshot.context.passwordReset) ?? undefined
  return useSelector(
    actor,
    (snapshot) => (snapshot ? { step: snapshot.value as PasswordResetView['step'], email: snapshot.context.email, error: snapshot.context.error } : null),
    samePasswordReset,
  )
}

/**
 * Opens the root's password reset, and sends to it once open. What is sent while it opens (its machine's chunk is
 * on its way: a shopper types and sends faster on a slow network) is held and sent to the reset it opens.
 */
export function usePasswordResetSend() {
  const root = RootActor.useActorRef()
  const { store } = useBrowserSettings()
  const opening = useRef<PasswordResetEvent[] | null>(null)
  return useMemo(
    () => ({
      openPasswordReset: (input: PasswordResetInput) => {
        const held: PasswordResetEvent[] = []
        opening.current = held
        // The machine loads when a screen opens it, so the login page's first load does not carry it.
        void import('../../state/password-reset-logic.ts').then(({ passwordResetLogic }) => {
          provideAccountLogic(store, passwordResetLogic(store))
          root.send({ type: 'password-reset.opened', input })
          if (opening.current === held) opening.current = null
          const opened = root.getSnapshot().context.passwordReset
          for (const event of held) opened?.send(event)
        })
      },
      toPasswordReset: (event: PasswordResetEvent) => {
        if (opening.current) opening.current.push(event)
        else root.getSnapshot().context.passwordReset?.send(event)
      },
    }),
    [root, store],
  )
}
