import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import type { Message } from '../../../i18n/message.ts'
import type { ActivationEvent } from '../../../machines/activation.machine.ts'
import { activationLogic } from '../../state/activation-logic.ts'
import { provideAccountLogic } from '../../state/account-logic.ts'
import { RootActor, useBrowserSettings } from '../../state/root-actor.tsx'

/** What the activation screen shows of the root's `activation` actor. */
export interface ActivationView {
  step: 'invited' | 'activating' | 'confirmingDecline' | 'declining' | 'activated' | 'declined' | 'linkInvalid' | 'alreadyActive'
  error: Message | null
  platformMessage: string | null
}

const sameActivation = (a: ActivationView | null, b: ActivationView | null) => a?.step === b?.step && a?.error === b?.error && a?.platformMessage === b?.platformMessage

/** The tab's activation, none before the screen has opened one (and on the server). */
export function useActivation(): ActivationView | null {
  const actor = RootActor.useSelector((snapshot) => snapshot.context.activation) ?? undefined
  return useSelector(
    actor,
    (snapshot) => (snapshot ? { step: snapshot.value as ActivationView['step'], error: snapshot.context.error, platformMessage: snapshot.context.platformMessage } : null),
    sameActivation,
  )
}

/**
 * Opens the root's activation of `activationUrl`, and sends to it. Each event opens it first, which keeps the one
 * open for the same link: a click that comes before the screen has opened it (a fast click while the page
 * hydrates) is not lost, nor sent to another invitation's.
 */
export function useActivationSend(activationUrl: string) {
  const root = RootActor.useActorRef()
  const { store } = useBrowserSettings()
  return useMemo(() => {
    const openActivation = () => {
      // The machine comes with the screen that opens it.
      provideAccountLogic(store, activationLogic(store))
      root.send({ type: 'activation.opened', activationUrl })
    }
    return {
      openActivation,
      toActivation: (event: ActivationEvent) => {
        openActivation()
        root.getSnapshot().context.activation?.send(event)
      },
    }
  }, [root, store, activationUrl])
}
