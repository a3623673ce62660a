import { fromPromise } from 'xstate'
import type { StoreCode } from '../../app.config.ts'
import { passwordResetMachine } from '../../machines/password-reset.machine.ts'
import { recoverPassword, resetPassword } from '../server/account-access-calls.ts'
import type { AccountLogic } from './account-logic.ts'

const built = new Map<StoreCode, Pick<AccountLogic, 'passwordReset'>>()

/** The machine of a forgotten password (SPEC §2, §4), calling the server. */
export function passwordResetLogic(store: StoreCode) {
  let logic = built.get(store)
  if (!logic) {
    logic = {
      passwordReset: passwordResetMachine.provide({
        actors: {
          recover: fromPromise(({ input }: { input: { email: string } }) => recoverPassword({ data: { store, ...input } })),
          reset: fromPromise(({ input }: { input: { customerId: string; resetToken: string; password: string } }) => resetPassword({ data: { store, ...input } })),
        },
      }),
    }
    built.set(store, logic)
  }
  return logic
}
