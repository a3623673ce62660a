import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { getStateNodes } from '@xstate/graph'

/** One row of the model-test table. */
export interface CoverageRow {
  machine: string
  statesReached: number
  statesTotal: number
  transitionsCovered: number
  transitionsTotal: number
  /** Transitions not covered, each with the reason it cannot be reached. */
  unreachable: Record<string, string>
  /** Transitions neither covered nor explained: a failing row. */
  missing: string[]
}

type AnyTransition = NonNullable<ReturnType<AnyStateNode['transitions']['get']>>[number]

/** A stable name for a transition definition, equal across `machine.provide(...)` copies. */
export function transitionKey(transition: AnyTransition): string {
  const source = transition.source as AnyStateNode
  const list = transition.eventType === '' ? source.always ?? [] : source.transitions.get(transition.eventType) ?? []
  const index = list.indexOf(transition)
  const label = transition.eventType === '' ? 'always' : transition.eventType
  return `${source.id} ⟶ ${label}${list.length > 1 ? `#${index}` : ''}`
}

/** Every transition of a machine: on, after, invoke done/error, always. */
export function allTransitions(machine: AnyStateMachine): string[] {
  const keys: string[] = []
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const list of node.transitions.values()) for (const transition of list) keys.push(transitionKey(transition))
    for (const transition of node.always ?? []) keys.push(transitionKey(transition))
  }
  return [...new Set(keys)]
}

export function allStates(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((node) => node.id)
}
