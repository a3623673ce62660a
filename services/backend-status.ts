import { create, literal, object, boolean as isBoolean } from 'superstruct'
import type { BackendStatus } from '../machines/root.machine.ts'

const HealthReply = object({ status: literal('ok'), database: isBoolean() })

/** Asks the embedded backend whether it and its database answer; any failure counts as unreachable. */
export async function checkBackendStatus(backendUrl: string, fetchImpl: typeof fetch = fetch, now: () => Date = () => new Date()): Promise<BackendStatus> {
  try {
    const response = await fetchImpl(`${backendUrl}/health`, { signal: AbortSignal.timeout(2_000) })
    const reply = create(await response.json(), HealthReply)
    return { reachable: response.ok && reply.database, checkedAt: now().toISOString() }
  } catch {
    return { reachable: false, checkedAt: now().toISOString() }
  }
}
