import { fromPromise } from 'xstate'
import { activationMachine } from '../../machines/activation.machine.ts'
import { activateAccount, declineAccountInvitation } from '../server/account-access-calls.ts'
import type { AccountLogic } from './account-logic.ts'
import { oncePerStore } from './once-per-store.ts'

/** The machine of an invitation (SPEC §2, §4), calling the server. */
export const activationLogic = oncePerStore(
  (store): Pick<AccountLogic, 'activation'> => ({
    activation: activationMachine.provide({
      actors: {
        activate: fromPromise(({ input }: { input: { activationUrl: string; password: string } }) => activateAccount({ data: { store, ...input } })),
        decline: fromPromise(({ input }: { input: { activationUrl: string } }) => declineAccountInvitation({ data: { store, ...input } })),
      },
    }),
  }),
)
