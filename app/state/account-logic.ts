import type { StoreCode } from '../../app.config.ts'
import type { activationMachine } from '../../machines/activation.machine.ts'
import type { addressBookMachine } from '../../machines/address-book.machine.ts'
import type { changePasswordMachine } from '../../machines/change-password.machine.ts'
import type { orderHistoryMachine } from '../../machines/order-history.machine.ts'
import type { passwordResetMachine } from '../../machines/password-reset.machine.ts'
import type { personalDataMachine } from '../../machines/personal-data.machine.ts'
import { logicProvidedLater } from './logic-provided-later.ts'

/** The account machines the root spawns, each provided with the tab's calls. */
export interface AccountLogic {
  orderHistory: typeof orderHistoryMachine
  personalData: typeof personalDataMachine
  addressBook: typeof addressBookMachine
  changePassword: typeof changePasswordMachine
  passwordReset: typeof passwordResetMachine
  activation: typeof activationMachine
}

const provided = new Map<StoreCode, Partial<AccountLogic>>()

/**
 * An account page brings its machines with its chunk and hands them over here before it asks the root to spawn
 * one, so pages without an account screen never load them.
 */
export function provideAccountLogic(store: StoreCode, logic: Partial<AccountLogic>): void {
  provided.set(store, { ...provided.get(store), ...logic })
}

/**
 * What the tab's root is provided with for an account machine: the machine its page handed over, looked up when
 * the root spawns it (the root is created before any account page loads).
 */
const accountActor = <Name extends keyof AccountLogic>(store: StoreCode, name: Name): AccountLogic[Name] =>
  logicProvidedLater<AccountLogic[Name]>(name, () => provided.get(store)?.[name])

/** Every account machine of the root, each taking the logic its page provides. */
export function accountActors(store: StoreCode): AccountLogic {
  return {
    orderHistory: accountActor(store, 'orderHistory'),
    personalData: accountActor(store, 'personalData'),
    addressBook: accountActor(store, 'addressBook'),
    changePassword: accountActor(store, 'changePassword'),
    passwordReset: accountActor(store, 'passwordReset'),
    activation: accountActor(store, 'activation'),
  }
}
