import { fromPromise, type AnyActorLogic } from 'xstate'
import type { StoreCode } from '../../app.config.ts'
import type { sessionMachine } from '../../machines/session.machine.ts'
import { logicProvidedLater } from './logic-provided-later.ts'

/**
 * What the tab's root is provided with for its session. The session's machine and calls are not part of a page's
 * first load: the root asks for them (`sessionLogic`) when the shop resumes a stored login or an SSO store's
 * cookie, or the shopper first logs in or registers; it holds their request meanwhile, and spawns `session` once
 * they arrived.
 */
export function sessionLoadedLater(store: StoreCode) {
  let loaded: AnyActorLogic | undefined
  return {
    sessionLogic: fromPromise<void>(async () => {
      const { browserSessionMachine } = await import('./browser-session.ts')
      loaded ??= browserSessionMachine(store)
    }),
    session: logicProvidedLater<typeof sessionMachine>('session', () => loaded),
  }
}
