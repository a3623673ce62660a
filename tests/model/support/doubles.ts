import { fromPromise, type AnyEventObject } from 'xstate'

/** One thing a machine did at its I/O boundary: an actor it started or an action it asked for. */
type Effect = { kind: 'invoked'; id: string; input: unknown } | { kind: 'action'; name: string; params: unknown }

/**
 * Controllable doubles for the I/O boundary: promise actors stay pending until the replay resolves or
 * rejects them (the path's `xstate.done.actor.*` / `xstate.error.actor.*` step), actions are recorded.
 */
export interface Doubles {
  effects: Effect[]
  promise<TOutput = unknown, TInput = unknown>(id: string): ReturnType<typeof fromPromise<TOutput, TInput>>
  action(name: string): (args: { event: AnyEventObject }, params?: unknown) => void
  resolve(id: string, output: unknown): void
  reject(id: string, error: unknown): void
  pending(): string[]
  invocations(id: string): unknown[]
  actions(name: string): unknown[]
}

export function createDoubles(): Doubles {
  const waiting = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>()
  const effects: Effect[] = []
  return {
    effects,
    promise<TOutput, TInput>(id: string) {
      return fromPromise<TOutput, TInput>(({ input }) => {
        effects.push({ kind: 'invoked', id, input })
        return new Promise<TOutput>((resolve, reject) => {
          waiting.set(id, { resolve: resolve as (value: unknown) => void, reject })
        })
      })
    },
    action(name) {
      return ({ event }, params) => {
        effects.push({ kind: 'action', name, params: params ?? event })
      }
    },
    resolve(id, output) {
      const entry = waiting.get(id)
      if (!entry) throw new Error(`The model expects actor "${id}" to be running, but the machine did not start it`)
      waiting.delete(id)
      entry.resolve(output)
    },
    reject(id, error) {
      const entry = waiting.get(id)
      if (!entry) throw new Error(`The model expects actor "${id}" to be running, but the machine did not start it`)
      waiting.delete(id)
      entry.reject(error)
    },
    pending: () => [...waiting.keys()],
    invocations: (id) => effects.flatMap((effect) => (effect.kind === 'invoked' && effect.id === id ? [effect.input] : [])),
    actions: (name) => effects.flatMap((effect) => (effect.kind === 'action' && effect.name === name ? [effect.params] : [])),
  }
}
