import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serve } from 'srvx'
import { readBackendConfig, type BackendConfig } from '../../backend/config.ts'
import { openDatabase, type Database } from '../../backend/db/database.ts'
import { createBackend, type Backend } from '../../backend/app.ts'

export interface TestBackend {
  url: string
  config: BackendConfig
  db: Database
  backend: Backend
  dataDir: string
  /** Stops the HTTP server and closes the database; keeps the data directory unless `removeData`. */
  stop: (options?: { removeData?: boolean }) => Promise<void>
}

/**
 * Runs the real backend on a free loopback port over a database in a temporary directory (or `dataDir`,
 * to prove that data survives a restart). Opening PGlite takes seconds: start one per test file.
 */
export async function startTestBackend(options: { dataDir?: string; env?: Record<string, string> } = {}): Promise<TestBackend> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'storefront-backend-')))
  const config = { ...readBackendConfig({ BACKEND_DATA_DIR: dataDir, ...options.env }), port: 0 }
  const db = await openDatabase(dataDir)
  const backend = createBackend(config, db)
  const server = serve({ fetch: backend.fetch, port: 0, hostname: '127.0.0.1', silent: true })
  await server.ready()
  const url = (server.url ?? '').replace(/\/$/, '')
  config.publicUrl = url
  return {
    url,
    config,
    db,
    backend,
    dataDir,
    stop: async ({ removeData = false } = {}) => {
      await server.close(true)
      await db.close()
      if (removeData) await rm(dataDir, { recursive: true, force: true })
    },
  }
}
