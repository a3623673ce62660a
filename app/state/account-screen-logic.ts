import { fromPromise } from 'xstate'
import type { StoreCode } from '../../app.config.ts'
import type { PersonalData } from '../../domain/account.ts'
import { addressBookMachine, type AddressChange } from '../../machines/address-book.machine.ts'
import { changePasswordMachine } from '../../machines/change-password.machine.ts'
import { orderHistoryMachine } from '../../machines/order-history.machine.ts'
import { personalDataMachine } from '../../machines/personal-data.machine.ts'
import { changePassword, fetchOrders, fetchProfile, saveAddress, savePersonalData } from '../server/customer-account-calls.ts'
import type { AccountLogic } from './account-logic.ts'
import { oncePerStore } from './once-per-store.ts'

/** The customer area's machines (SPEC §2): their calls run on the server, where the access token's cookie is read. */
export const accountScreenLogic = oncePerStore(provideScreens)

function provideScreens(store: StoreCode): Pick<AccountLogic, 'orderHistory' | 'personalData' | 'addressBook' | 'changePassword'> {
  return {
    orderHistory: orderHistoryMachine.provide({ actors: { fetchOrders: fromPromise(() => fetchOrders({ data: { store } })) } }),
    personalData: personalDataMachine.provide({
      actors: {
        fetchPersonalData: fromPromise(async () => {
          const profile = await fetchProfile({ data: { store } })
          return profile.ok ? { ok: true as const, value: profile.value.personalData } : profile
        }),
        savePersonalData: fromPromise(({ input }: { input: PersonalData }) => savePersonalData({ data: { store, ...input } })),
      },
    }),
    addressBook: addressBookMachine.provide({
      actors: {
        fetchAddressBook: fromPromise(async () => {
          const profile = await fetchProfile({ data: { store } })
          return profile.ok ? { ok: true as const, value: profile.value.addressBook } : profile
        }),
        saveAddress: fromPromise(({ input }: { input: AddressChange }) => saveAddress({ data: { store, ...input } })),
      },
    }),
    changePassword: changePasswordMachine.provide({ actors: { changePassword: fromPromise(({ input }: { input: { password: string } }) => changePassword({ data: { store, ...input } })) } }),
  }
}
