import { fromPromise } from 'xstate'
import { passwordResetMachine } from '../../machines/password-reset.machine.ts'
import { recoverPassword, resetPassword } from '../server/account-access-calls.ts'
import type { AccountLogic } from './account-logic.ts'
import { oncePerStore } from './once-per-store.ts'

/** The machine of a forgotten password (SPEC §2, §4), calling the server. */
export const passwordResetLogic = oncePerStore(
  (store): Pick<AccountLogic, 'passwordReset'> => ({
    passwordReset: passwordResetMachine.provide({
      actors: {
        recover: fromPromise(({ input }: { input: { email: string } }) => recoverPassword({ data: { store, ...input } })),
        reset: fromPromise(({ input }: { input: { customerId: string; resetToken: string; password: string } }) => resetPassword({ data: { store, ...input } })),
      },
    }),
  }),
)
