import { mkdir } from 'node:fs/promises'
import { serve } from 'srvx'
import { readBackendConfig } from './config.ts'
import { openDatabase } from './db/database.ts'
import { createBackend } from './app.ts'
import { seedCatalogue } from './seed/index.ts'

/** Starts the embedded backend: one Postgres (PGlite, on disk) and one HTTP server. */
async function main(): Promise<void> {
  const config = readBackendConfig()
  await mkdir(config.dataDir, { recursive: true })
  const db = await openDatabase(config.dataDir)
  // First start: fill the empty catalogue and content platform with the demo data (no-op afterwards).
  await seedCatalogue(db)
  const backend = createBackend(config, db)
  const server = serve({ fetch: backend.fetch, port: config.port, hostname: process.env.BACKEND_HOST ?? '127.0.0.1', silent: true })
  await server.ready()
  console.log(`Backend ready on ${config.publicUrl} (data in ${config.dataDir})`)

  const stop = async () => {
    await server.close(true)
    await db.close()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
