import { mkdir } from 'node:fs/promises'
import { readBackendConfig, type BackendConfig } from '../../config.ts'
import { openDatabase, type Database } from '../../db/database.ts'

/**
 * Runs an admin action through the running backend when it is up (its data directory can be open in one
 * process only), or directly on the data directory when it is not.
 */
export const config: BackendConfig = readBackendConfig()

function candidateOrigins(): string[] {
  // The server listens on 127.0.0.1 by default, while `localhost` may resolve to ::1 first.
  return [...new Set([config.publicUrl, `http://127.0.0.1:${config.port}`])]
}

export async function runningBackend(): Promise<string | undefined> {
  for (const origin of candidateOrigins()) {
    try {
      const response = await fetch(`${origin}/health`, { signal: AbortSignal.timeout(2000) })
      if (response.ok) return origin
    } catch {
      // Not reachable at this origin; try the next.
    }
  }
  return undefined
}

export interface AdminResult {
  status: number
  body: unknown
}

export async function viaHttp(origin: string, path: string, body: unknown): Promise<AdminResult> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${config.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}

export async function withDataDir<T>(action: (db: Database) => Promise<T>): Promise<T> {
  await mkdir(config.dataDir, { recursive: true })
  const db = await openDatabase(config.dataDir)
  try {
    return await action(db)
  } finally {
    await db.close()
  }
}

export function fail(message: string): never {
  console.error(message)
  process.exit(1)
}
