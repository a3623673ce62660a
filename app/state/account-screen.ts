import { useEffect } from 'react'
import type { AccountScreen } from '../../machines/root.machine.ts'
import { provideAccountLogic } from './account-logic.ts'
import { accountScreenLogic } from './account-screen-logic.ts'
import { RootActor, useBrowserSettings } from './root-actor.tsx'

/**
 * The root spawns an account screen's actor when its page opens (so its data loads anew) and stops it when the
 * page is left. None on the server: the customer's data loads in the browser, from the token's cookie.
 */
function useOpenScreen(screen: AccountScreen) {
  const root = RootActor.useActorRef()
  const { store } = useBrowserSettings()
  useEffect(() => {
    // The screens' machines come with this page's chunk.
    provideAccountLogic(store, accountScreenLogic(store))
    root.send({ type: 'account.opened', screen })
    return () => root.send({ type: 'account.closed' })
  }, [root, store, screen])
}

export function useOrderHistoryActor() {
  useOpenScreen('orders')
  return RootActor.useSelector(({ context: { account } }) => (account?.screen === 'orders' ? account.ref : null))
}

export function usePersonalDataActor() {
  useOpenScreen('personal')
  return RootActor.useSelector(({ context: { account } }) => (account?.screen === 'personal' ? account.ref : null))
}

export function useAddressBookActor() {
  useOpenScreen('address')
  return RootActor.useSelector(({ context: { account } }) => (account?.screen === 'address' ? account.ref : null))
}

export function useChangePasswordActor() {
  useOpenScreen('change-password')
  return RootActor.useSelector(({ context: { account } }) => (account?.screen === 'change-password' ? account.ref : null))
}
