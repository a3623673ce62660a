import { fromPromise } from 'xstate'
import type { StoreCode } from '../../app.config.ts'
import { activationMachine } from '../../machines/activation.machine.ts'
import { activateAccount, declineAccountInvitation } from '../server/account-access-calls.ts'
import type { AccountLogic } from './account-logic.ts'

const built = new Map<StoreCode, Pick<AccountLogic, 'activation'>>()

/** The machine of an invitation (SPEC §2, §4), calling the server. */
export function activationLogic(store: StoreCode) {
  let logic = built.get(store)
  if (!logic) {
    logic = {
      activation: activationMachine.provide({
        actors: {
          activate: fromPromise(({ input }: { input: { activationUrl: string; password: string } }) => activateAccount({ data: { store, ...input } })),
          decline: fromPromise(({ input }: { input: { activationUrl: string } }) => declineAccountInvitation({ data: { store, ...input } })),
        },
      }),
    }
    built.set(store, logic)
  }
  return logic
}
