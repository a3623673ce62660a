import type { AnyActorRef, InspectionEvent } from 'xstate'

/** One inspection event, as plain data a test (or a developer's console) can read from the page. */
export type InspectionRecord =
  | { kind: 'actor'; actor: string; id: string; parent: string | null; parentId: string | null }
  /** `status` tells a running actor from one that is done or was stopped (a replaced page actor). */
  | { kind: 'snapshot'; actor: string; id: string; value: unknown; status: string }
  | { kind: 'event'; actor: string; id: string; type: string }

declare global {
  interface Window {
    /** Every inspection event of the tab's root actor and all it spawns, while the page was opened with `?inspect=record`. */
    shopInspection?: InspectionRecord[]
  }
}

/** The name an actor was spawned under; an actor made on its own (the root, a form's, a listing's) is named by its machine. */
const idOf = (ref: AnyActorRef) => (ref.id === ref.sessionId ? ((ref as { logic?: { id?: string } }).logic?.id ?? ref.id) : ref.id)

/**
 * XState's `inspect` option, recording into the page: the root's actors and the actors of the page's own
 * controls (listing, search box, forms), as they are created (with the actor that spawned
 * them), their snapshots' states and statuses (a stopped actor reports its last snapshot once more, stopped) and the
 * events they receive. Nothing leaves the tab.
 */
export function recordingInspector() {
  const records: InspectionRecord[] = (window.shopInspection = [])
  return {
    inspect: (event: InspectionEvent) => {
      const actor = event.actorRef as AnyActorRef
      if (event.type === '@xstate.actor') {
        const parent = actor._parent ?? null
        records.push({ kind: 'actor', actor: actor.sessionId, id: idOf(actor), parent: parent?.sessionId ?? null, parentId: parent ? idOf(parent) : null })
      } else if (event.type === '@xstate.snapshot') {
        const { value, status } = event.snapshot as { value?: unknown; status: string }
        records.push({ kind: 'snapshot', actor: actor.sessionId, id: idOf(actor), value: value ?? null, status })
      } else if (event.type === '@xstate.event') {
        records.push({ kind: 'event', actor: actor.sessionId, id: idOf(actor), type: event.event.type })
      }
    },
  }
}
