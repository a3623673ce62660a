import type { Page } from 'playwright-core'
import type { InspectionRecord } from '../../../app/state/inspection-record.ts'

/** One page actor as the tab's inspection recorded it. */
interface RecordedPageActor {
  /** The actor that spawned it. */
  parent: string | null
  /** The states it was in while it ran, in order, each once. */
  states: unknown[]
  /** Whether it was stopped (a stopped actor reports its last snapshot once more, stopped). */
  stopped: boolean
  /** The ids of the actors it spawned: its fetches. */
  children: string[]
  /** Where its creation comes among the records, to order it against the root's events. */
  at: number
}

/** The tab's root actor, the events it received (with where they come among the records) and the page actors, in order. */
export interface RecordedRoot {
  root: { actor: string; states: unknown[] } | null
  events: Array<{ type: string; at: number }>
  pages: RecordedPageActor[]
}

/** The inspection events the tab's root actor and everything it spawned reported so far (`?inspect=record`). */
const recordsOf = (page: Page) => page.evaluate(() => window.shopInspection ?? []) as Promise<InspectionRecord[]>

/** Snapshot records give an actor's states, up to a final one, with a state repeated only when it changed. */
const statesOf = (records: InspectionRecord[], actor: string) =>
  records
    .flatMap((record) => (record.kind === 'snapshot' && record.actor === actor && record.status !== 'stopped' ? [record.value] : []))
    .filter((state, index, states) => JSON.stringify(state) !== JSON.stringify(states[index - 1]))

/** The root (the root machine's actor, which nobody spawned) and the actors named `page`, as the records tell them. */
export async function recordedRoot(page: Page): Promise<RecordedRoot> {
  const records = await recordsOf(page)
  const root = records.find((record) => record.kind === 'actor' && record.parent === null && record.id === 'root')
  return {
    root: root ? { actor: root.actor, states: statesOf(records, root.actor) } : null,
    events: records.flatMap((record, at) => (record.kind === 'event' && record.actor === root?.actor ? [{ type: record.type, at }] : [])),
    pages: records.flatMap((record, at) =>
      record.kind === 'actor' && record.id === 'page'
        ? [
            {
              parent: record.parent,
              states: statesOf(records, record.actor),
              stopped: records.some((other) => other.kind === 'snapshot' && other.actor === record.actor && other.status === 'stopped'),
              children: records.flatMap((other) => (other.kind === 'actor' && other.parent === record.actor ? [other.id] : [])),
              at,
            },
          ]
        : [],
    ),
  }
}

/** The states each actor of a machine made on its own (a listing's, a form's) went through, in the order they were made. */
export async function recordedControls(page: Page, machine: string): Promise<unknown[][]> {
  const records = await recordsOf(page)
  return records.flatMap((record) => (record.kind === 'actor' && record.parent === null && record.id === machine ? [statesOf(records, record.actor)] : []))
}
