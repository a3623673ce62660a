import { waitFor, type ActorRefFrom } from 'xstate'
import type { JournalEntry } from '../../../machines/journal.ts'
import type { rootMachine } from '../../../machines/root.machine.ts'

type Root = ActorRefFrom<typeof rootMachine>

/** Waits until no shared-state machine is busy: every event sent so far has been applied. */
export async function untilSharedStateIdle(root: Root): Promise<void> {
  // A change may be waiting for the checkout's or the session's logic: each runs once its logic arrived.
  await waitFor(root, (snapshot) => snapshot.context.checkoutLogic === null && snapshot.context.sessionLogic === null)
  const { checkout, session } = root.getSnapshot().context
  for (const ref of [checkout, session]) if (ref) await waitFor(ref, (snapshot) => !snapshot.hasTag('busy'))
}

/**
 * Sends a recorded journal to a root actor, one event at a time, each after the previous one settled.
 * With the same services (or doubles) the cart, user and favourites end as they did when recorded.
 */
export async function replayJournal(root: Root, journal: readonly JournalEntry[]): Promise<void> {
  await untilSharedStateIdle(root)
  for (const entry of journal) {
    root.send({ ...entry.event, origin: 'replay', at: entry.at })
    await untilSharedStateIdle(root)
  }
}
