import { rm } from 'node:fs/promises'
import path from 'node:path'
import { seedCatalogue } from '../../seed/index.ts'
import { config, fail, runningBackend, withDataDir } from './admin-client.ts'

/** `npm run backend:reset`: drops the data directory, re-runs the migrations and the demo seed. */
async function main(): Promise<void> {
  const origin = await runningBackend()
  if (origin) fail(`The backend is running at ${origin}; stop it first, its data directory is in use.`)
  const dataDir = path.resolve(config.dataDir)
  if (dataDir === path.parse(dataDir).root || dataDir === process.cwd()) fail(`Refusing to delete ${dataDir}`)
  await rm(dataDir, { recursive: true, force: true })
  await withDataDir((db) => seedCatalogue(db))
  console.log(`Reset ${dataDir}: migrations applied, demo catalogue seeded.`)
}

await main()
