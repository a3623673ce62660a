import { create, enums, integer, max, min, object, optional, size, string, StructError } from 'superstruct'

const FAULT_MODES = ['500', 'timeout', 'malformed', 'graphql-error', 'slow'] as const
export type FaultMode = (typeof FAULT_MODES)[number]

export interface Fault {
  mode: FaultMode
  /** For `timeout` (before answering 504) and `slow` (before answering normally). */
  delayMs: number
}

const FaultRequest = object({
  target: size(string(), 1, 64),
  mode: enums(FAULT_MODES),
  // Bounded: each queued fault is held in memory until a call takes it.
  count: optional(max(min(integer(), 1), 10_000)),
  delayMs: optional(max(min(integer(), 0), 600_000)),
})

/** Faults waiting for the next calls of an endpoint: each call of that endpoint takes one. */
export class FaultBoard {
  private readonly queued = new Map<string, Fault[]>()

  add(target: string, fault: Fault, count = 1): void {
    const list = this.queued.get(target) ?? []
    for (let i = 0; i < count; i++) list.push(fault)
    this.queued.set(target, list)
  }

  take(target: string): Fault | undefined {
    const list = this.queued.get(target)
    const fault = list?.shift()
    if (list && list.length === 0) this.queued.delete(target)
    return fault
  }

  clear(): void {
    this.queued.clear()
  }

  pending(): Record<string, number> {
    return Object.fromEntries([...this.queued].map(([target, list]) => [target, list.length]))
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Turns a fault into the reply a failing service gives; `undefined` lets the real handler answer (after a delay). */
export async function applyFault(fault: Fault): Promise<Response | undefined> {
  switch (fault.mode) {
    case '500':
      return new Response(JSON.stringify({ error: 'Injected fault' }), { status: 500, headers: { 'content-type': 'application/json' } })
    case 'timeout':
      await sleep(fault.delayMs)
      return new Response('Gateway timeout (injected)', { status: 504 })
    case 'malformed':
      return new Response('{"data": {"truncated', { status: 200, headers: { 'content-type': 'application/json' } })
    case 'graphql-error':
      return new Response(JSON.stringify({ errors: [{ message: 'Injected GraphQL error' }] }), { status: 200, headers: { 'content-type': 'application/json' } })
    case 'slow':
      await sleep(fault.delayMs)
      return undefined
  }
}

export function parseFaultRequest(body: unknown): { target: string; fault: Fault; count: number } {
  try {
    const value = create(body, FaultRequest)
    const delayMs = value.delayMs ?? (value.mode === 'timeout' ? 15_000 : 1_000)
    return { target: value.target, fault: { mode: value.mode, delayMs }, count: value.count ?? 1 }
  } catch (error) {
    if (error instanceof StructError) throw new RangeError(`Invalid fault: ${error.message}`)
    throw error
  }
}
