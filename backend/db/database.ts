import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

export type Database = PGlite

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url))

/**
 * Opens the backend's Postgres. Opening compiles WebAssembly (about 3 s), so a process opens it once.
 * `dataDir` undefined gives an in-memory database (tests).
 */
export async function openDatabase(dataDir: string | undefined): Promise<Database> {
  const db = await PGlite.create(dataDir ? path.resolve(dataDir) : undefined, { extensions: { pg_trgm } })
  await migrate(db)
  return db
}

/** Applies every migration file not yet applied, in file-name order, each in its own transaction. */
async function migrate(db: Database): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`)
  const applied = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((row) => row.name))
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort()
  const done: string[] = []
  for (const file of files) {
    if (applied.has(file)) continue
    const sql = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8')
    await db.transaction(async (tx) => {
      await tx.exec(sql)
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file])
    })
    done.push(file)
  }
  return done
}
