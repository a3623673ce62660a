import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import type { Message } from '../../../i18n/message.ts'
import type { ActivationEvent } from '../../../machines/activation.machine.ts'
import type { PasswordResetEvent, PasswordResetInput } from '../../../machines/password-reset.machine.ts'
import { RootActor } from '../../state/root-actor.tsx'

/** What the forgot-password and reset screens show of the root's `passwordReset` actor. */
export interface PasswordResetView {
  step: 'requesting' | 'sending' | 'emailSent' | 'choosingPassword' | 'resetting' | 'linkExpired' | 'passwordSaved'
  email: string
  error: Message | null
}

/** What the activation screen shows of the root's `activation` actor. */
export interface ActivationView {
  step: 'invited' | 'activating' | 'confirmingDecline' | 'declining' | 'activated' | 'declined' | 'linkInvalid' | 'alreadyActive'
  error: Message | null
  platformMessage: string | null
}

const samePasswordReset = (a: PasswordResetView | null, b: PasswordResetView | null) => a?.step === b?.step && a?.email === b?.email && a?.error === b?.error
const sameActivation = (a: ActivationView | null, b: ActivationView | null) => a?.step === b?.step && a?.error === b?.error && a?.platformMessage === b?.platformMessage

/** The tab's password reset, none before the screen has opened one (and on the server). */
export function usePasswordReset(): PasswordResetView | null {
  const actor = RootActor.useSelector((snapshot) => snapshot.context.passwordReset) ?? undefined
  return useSelector(
    actor,
    (snapshot) => (snapshot ? { step: snapshot.value as PasswordResetView['step'], email: snapshot.context.email, error: snapshot.context.error } : null),
    samePasswordReset,
  )
}

/** The tab's activation, none before the screen has opened one (and on the server). */
export function useActivation(): ActivationView | null {
  const actor = RootActor.useSelector((snapshot) => snapshot.context.activation) ?? undefined
  return useSelector(
    actor,
    (snapshot) => (snapshot ? { step: snapshot.value as ActivationView['step'], error: snapshot.context.error, platformMessage: snapshot.context.platformMessage } : null),
    sameActivation,
  )
}

/** Sends to the root's password reset or activation actor, once the screen has opened one. */
export function useAccountAccessSend() {
  const root = RootActor.useActorRef()
  return useMemo(
    () => ({
      openPasswordReset: (input: PasswordResetInput) => root.send({ type: 'password-reset.opened', input }),
      openActivation: (activationUrl: string) => root.send({ type: 'activation.opened', activationUrl }),
      toPasswordReset: (event: PasswordResetEvent) => root.getSnapshot().context.passwordReset?.send(event),
      toActivation: (event: ActivationEvent) => root.getSnapshot().context.activation?.send(event),
    }),
    [root],
  )
}
