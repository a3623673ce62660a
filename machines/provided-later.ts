import type { AnyActorLogic } from 'xstate'

/**
 * An actor a machine declares by its type only: the machine's owner provides its logic (`.provide({ actors })`),
 * so the machine's code does not carry it and a page that never spawns it never loads it. Spawned without it, it
 * fails and names itself.
 */
export function providedLater<TLogic extends AnyActorLogic>(name: string): TLogic {
  const unprovided = (): never => {
    throw new Error(`The actor '${name}' is spawned but was not provided`)
  }
  const logic: AnyActorLogic = { transition: unprovided, getInitialSnapshot: unprovided, getPersistedSnapshot: unprovided }
  return logic as TLogic
}
