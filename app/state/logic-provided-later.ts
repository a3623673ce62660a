import type { AnyActorLogic } from 'xstate'

/**
 * An actor logic that runs the logic `current` finds when the root spawns it: a chunk loaded later hands that
 * logic over, while the root is created before it arrives. Spawned before it arrived, it fails and names itself.
 */
export function logicProvidedLater<TLogic extends AnyActorLogic>(name: string, find: () => AnyActorLogic | undefined): TLogic {
  const current = (): AnyActorLogic => {
    const logic = find()
    if (!logic) throw new Error(`The ${name} machine is spawned before its logic was provided`)
    return logic
  }
  const logic: AnyActorLogic = {
    get config() {
      return current().config
    },
    transition: (snapshot, event, scope) => current().transition(snapshot, event, scope),
    start: (snapshot, scope) => current().start?.(snapshot, scope),
    getInitialSnapshot: (scope, input) => current().getInitialSnapshot(scope, input),
    getPersistedSnapshot: (snapshot, options) => current().getPersistedSnapshot(snapshot, options),
    restoreSnapshot: (snapshot, scope) => current().restoreSnapshot?.(snapshot, scope) ?? snapshot,
  }
  return logic as TLogic
}
