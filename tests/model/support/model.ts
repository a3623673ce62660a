import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest'
import { createActor, type AnyActorRef, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, type InspectionEvent } from 'xstate'
import { getAdjacencyMap, getShortestPaths, getSimplePaths, serializeSnapshot, type StatePath } from '@xstate/graph'
import { allStates, allTransitions, transitionKey, type CoverageRow } from './coverage.ts'
import { createDoubles, type Doubles } from './doubles.ts'

type Snapshot = AnyMachineSnapshot
type Path = StatePath<Snapshot, AnyEventObject>

interface StepCheck {
  scenario: string
  snapshot: Snapshot
  /** The model's state after this step. */
  expected: Snapshot
  event: AnyEventObject
  /** The effects of this step only. */
  effects: Doubles['effects']
  io: Doubles
  actor: AnyActorRef
}

export interface ModelSpec {
  name: string
  /** The machine with its I/O replaced by the doubles. The same build drives the graph traversal. */
  build: (io: Doubles) => AnyStateMachine
  /** Named inputs; each one is a separate graph (e.g. with or without a stored checkout id). */
  inputs?: Record<string, unknown>
  /** Sample events for the traversal, by type; types not listed are sent as `{ type }`. */
  events?: (snapshot: Snapshot) => AnyEventObject[]
  /** Also replay every simple path (small graphs only). */
  simplePaths?: boolean
  /** Which part of the context must equal the model's; default: all of it. */
  project?: (context: unknown) => unknown
  /** Assert the effects of each step (what was stored, sent, invoked). */
  check?: (step: StepCheck) => void
  /** Transitions that no path can take, with the reason; they count as not covered. */
  unreachable?: Record<string, string>
  /** The traversal's bound for machines whose context grows. */
  limit?: number
  /** Events not to try in a state, e.g. a delay that real time cannot reach before another one. */
  exclude?: (snapshot: Snapshot, eventType: string) => boolean
  /** States the traversal does not go beyond (bounds counters such as a page number). */
  stopWhen?: (snapshot: Snapshot) => boolean
  /**
   * Events a child sends the machine once its own I/O has answered, by type: the replay answers that I/O and the
   * child's real logic sends the event, so a path cannot take a step the child would not take.
   */
  deliver?: Record<string, (event: AnyEventObject, step: { actor: AnyActorRef; io: Doubles; settle: () => Promise<void> }) => Promise<void>>
  /** A step's name in the tests' titles where its type alone does not tell it apart. */
  stepName?: (event: AnyEventObject) => string | undefined
}

/** Serialises a context for comparison: actor references become their ids. */
const plain = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value ?? null, (_key, inner: unknown) => (inner && typeof inner === 'object' && 'sessionId' in inner && 'send' in inner ? { actor: (inner as AnyActorRef).id } : inner)))

/**
 * The events to try in a state: every event type its active state nodes handle, including delays
 * (`xstate.after.*`) and actor replies, as the spec's samples or as a bare `{ type }`.
 */
function eventsOf(samplesFor: ModelSpec['events'], exclude?: ModelSpec['exclude']) {
  return (snapshot: Snapshot): AnyEventObject[] => {
    const samples = samplesFor?.(snapshot) ?? []
    const types = new Set<string>()
    for (const node of snapshot._nodes) for (const type of node.transitions.keys()) types.add(type)
    return [...types]
      .filter((type) => !type.startsWith('xstate.done.state.') && type !== '*' && !exclude?.(snapshot, type))
      .flatMap((type) => {
        const matching = samples.filter((event) => event.type === type)
        return matching.length ? matching : [{ type }]
      })
  }
}

/** Paths that take every enabled edge of the graph: the shortest way to a state, then one more event. */
function transitionPaths(machine: AnyStateMachine, options: { input?: unknown; events?: ModelSpec['events']; exclude?: ModelSpec['exclude']; limit?: number; stopWhen?: ModelSpec['stopWhen'] }): Path[] {
  const traversal = { input: options.input, events: eventsOf(options.events, options.exclude), ...(options.limit ? { limit: options.limit } : {}), ...(options.stopWhen ? { stopWhen: options.stopWhen } : {}) }
  const shortest = getShortestPaths(machine, traversal) as Path[]
  const toState = new Map(shortest.map((path) => [serializeSnapshot(path.state), path]))
  const adjacency = getAdjacencyMap(machine, traversal)
  const paths: Path[] = [...shortest]
  for (const [key, { state, transitions }] of Object.entries(adjacency)) {
    const head = toState.get(key as never)
    if (!head) continue
    for (const { event, state: next } of Object.values(transitions) as Array<{ event: AnyEventObject; state: Snapshot }>) {
      if (!(state as Snapshot).can(event as AnyEventObject)) continue
      paths.push({ state: next as Snapshot, weight: head.weight + 1, steps: [...head.steps, { event: event as AnyEventObject, state: next as Snapshot }] })
    }
  }
  return paths
}

function delayOf(machine: AnyStateMachine, eventType: string, snapshot: Snapshot, event: AnyEventObject): number {
  const name = eventType.slice('xstate.after.'.length).split('.')[0]!
  if (/^\d+$/.test(name)) return Number(name)
  const delay = (machine.implementations.delays as Record<string, unknown>)[name]
  if (typeof delay === 'number') return delay
  if (typeof delay === 'function') return (delay as (args: { context: unknown; event: AnyEventObject }) => number)({ context: snapshot.context, event })
  throw new Error(`Unknown delay ${name}`)
}

const flush = async () => {
  for (let i = 0; i < 25; i++) await Promise.resolve()
}

/** Replays one generated path on a real actor with fake timers, asserting state, context and effects per step. */
async function replay(spec: ModelSpec, scenario: string, input: unknown, path: Path, covered: Set<string>, reached: Set<string>) {
  const io = createDoubles()
  const machine = spec.build(io)
  const inspect = (inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.microstep' || (inspection.actorRef as AnyActorRef).id !== machineRootId) return
    for (const transition of (inspection as unknown as { _transitions: Parameters<typeof transitionKey>[0][] })._transitions) {
      covered.add(transitionKey(transition))
      // A transient state (left at once by `always`) shows only as the source of its transition.
      reached.add((transition.source as { id: string }).id)
    }
    for (const node of (inspection.snapshot as Snapshot)._nodes) reached.add(node.id)
  }
  const machineRootId = 'model-under-test'
  const actor = createActor(machine, { input, inspect, id: machineRootId })
  actor.subscribe({ error: () => {} })
  actor.start()
  await flush()
  for (const node of actor.getSnapshot()._nodes) reached.add(node.id)
  const project = spec.project ?? ((context: unknown) => context)
  for (const [index, step] of path.steps.entries()) {
    const before = index === 0 ? 0 : io.effects.length
    const event = step.event
    if (index === 0 && event.type === 'xstate.init') {
      // the initial state: nothing to send
    } else if (event.type.startsWith('xstate.after.')) {
      await vi.advanceTimersByTimeAsync(delayOf(machine, event.type, actor.getSnapshot(), event))
    } else if (event.type.startsWith('xstate.done.actor.')) {
      io.resolve(event.type.slice('xstate.done.actor.'.length), (event as { output?: unknown }).output)
    } else if (event.type.startsWith('xstate.error.actor.')) {
      io.reject(event.type.slice('xstate.error.actor.'.length), (event as { error?: unknown }).error)
    } else if (spec.deliver?.[event.type]) {
      await spec.deliver[event.type]!(event, { actor, io, settle: flush })
    } else {
      actor.send(event)
    }
    await flush()
    const snapshot = actor.getSnapshot() as Snapshot
    const where = `${scenario}: step ${index} (${event.type})`
    expect(snapshot.value, where).toEqual(step.state.value)
    expect(plain(project(snapshot.context)), where).toEqual(plain(project(step.state.context)))
    spec.check?.({ scenario, snapshot, expected: step.state, event, effects: io.effects.slice(before), io, actor })
  }
  actor.stop()
}

const describePath = (path: Path, stepName: ModelSpec['stepName']) =>
  path.steps
    .map((step) => stepName?.(step.event) ?? step.event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:').replace(/^xstate\.after\.([^.]+)\..*$/, 'after $1'))
    .join(' → ')

/** Declares the model-based tests of one machine and writes its coverage row. */
export function describeModel(spec: ModelSpec) {
  const inputs = spec.inputs ?? { default: undefined }
  const covered = new Set<string>()
  const reached = new Set<string>()
  const model = spec.build(createDoubles())

  describe(`${spec.name} (model-based)`, () => {
    beforeEach(() => {
      vi.useFakeTimers({ now: new Date('2025-01-15T12:00:00Z') })
    })
    afterEach(() => {
      vi.useRealTimers()
    })
    for (const [scenario, input] of Object.entries(inputs)) {
      vi.useFakeTimers({ now: new Date('2025-01-15T12:00:00Z') })
      const paths = transitionPaths(model, { input, events: spec.events, exclude: spec.exclude, limit: spec.limit, stopWhen: spec.stopWhen })
      if (spec.simplePaths) paths.push(...(getSimplePaths(model, { input, events: eventsOf(spec.events, spec.exclude) }) as Path[]))
      vi.useRealTimers()
      const seen = new Set<string>()
      const titles = new Map<string, number>()
      for (const path of paths) {
        const key = JSON.stringify(path.steps.map((step) => step.event))
        if (seen.has(key)) continue
        seen.add(key)
        // Paths that differ only in payloads (e.g. a reply that succeeds or fails) get a number.
        const base = `${scenario}: ${describePath(path, spec.stepName)}`
        const count = (titles.get(base) ?? 0) + 1
        titles.set(base, count)
        it(count === 1 ? base : `${base} (#${count})`, () => replay(spec, scenario, input, path, covered, reached))
      }
    }

    afterAll(async () => {
      const transitions = allTransitions(model)
      const states = allStates(model)
      const unreachable = spec.unreachable ?? {}
      const row: CoverageRow = {
        machine: spec.name,
        statesReached: states.filter((id) => reached.has(id)).length,
        statesTotal: states.length,
        transitionsCovered: transitions.filter((key) => covered.has(key)).length,
        transitionsTotal: transitions.length,
        unreachable,
        missing: transitions.filter((key) => !covered.has(key) && !(key in unreachable)),
      }
      await writeFile(path.join(inject('modelCoverageDir'), `${spec.name}.json`), JSON.stringify(row))
      expect(row.missing, `${spec.name}: transitions no path covered`).toEqual([])
    })
  })
}
