import { fromPromise } from 'xstate'
import type { StoreCode } from '../../app.config.ts'
import type { Credentials, Registration } from '../../domain/requests.ts'
import { sessionMachine } from '../../machines/session.machine.ts'
import { fetchSessionCustomer, logIn, logOut, readSsoSession, signUp } from '../server/session-calls.ts'

/**
 * The tab's session: its calls go through the server, which alone reads and writes the token's httpOnly cookie.
 * It comes in a chunk of its own, loaded when a login needs it (app/state/session-logic.ts).
 */
export function browserSessionMachine(store: StoreCode) {
  return sessionMachine.provide({
    actors: {
      fetchCustomer: fromPromise(() => fetchSessionCustomer({ data: { store } })),
      createAccessToken: fromPromise(({ input }: { input: Credentials }) => logIn({ data: { store, ...input } })),
      signUp: fromPromise(({ input }: { input: Registration }) => signUp({ data: { store, ...input } })),
      deleteAccessToken: fromPromise(() => logOut({ data: { store } })),
      readSsoCookie: fromPromise(() => readSsoSession({ data: { store } })),
    },
  })
}
