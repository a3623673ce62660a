import type { AnyActorRef } from 'xstate'
import { recentValues } from './recent-values.ts'

/**
 * The root actors the server has just settled, by the text of their persisted snapshot, until the page that
 * settled them renders: it reads the very actor rather than restoring a second one from the text, which would
 * walk and copy the page's whole content once more. Held briefly (a render follows its settling at once), so a
 * few dozen cover every request in flight; a page that never rendered is forgotten with the oldest.
 */
const settled = recentValues<AnyActorRef>(64)

export function keepSettledRootActor(snapshotText: string, actor: AnyActorRef): void {
  settled.set(snapshotText, actor)
}

/** The settled root of a snapshot's text, once: a later render of the same text reads the actor its first render kept. */
export function takeSettledRootActor(snapshotText: string): AnyActorRef | undefined {
  const actor = settled.get(snapshotText)
  if (actor) settled.delete(snapshotText)
  return actor
}
