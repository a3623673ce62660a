import type { Database } from '../db/database.ts'

/** Raised by the triggers of migration 0102 after every statement that changes the catalogue or the content. */
const CHANNEL = 'catalogue_changed'

/**
 * What the content platform has read of the catalogue and the content, kept between requests: PGlite runs every
 * query on this one thread, so a page that reads its products again each time pays for it in CPU. Any change to
 * a table the platform shows (stock, prices, products, pages, snippets, menus) is announced by the database
 * itself, whoever wrote it, and empties the memory before the writer's statement returns; the next request
 * reads the new state. Price histories are dated from today, so the memory also empties when the day changes.
 */
export interface CatalogueMemory {
  remember: <T>(key: string, read: () => Promise<T>) => Promise<T>
}

const memories = new WeakMap<Database, CatalogueMemory>()

const DAY_MS = 86_400_000

function createMemory(db: Database): CatalogueMemory {
  // Promises are kept, not values: a read that started before a change is dropped with the memory, so it is
  // never kept after the change, and concurrent requests for the same key share one read.
  let values = new Map<string, Promise<unknown>>()
  // The start of the next UTC day, when price histories date from another today.
  let dayEnds = (Math.floor(Date.now() / DAY_MS) + 1) * DAY_MS
  const forget = () => {
    values = new Map()
  }
  const listening = db.listen(CHANNEL, forget)
  return {
    async remember<T>(key: string, read: () => Promise<T>): Promise<T> {
      await listening
      if (Date.now() >= dayEnds) {
        dayEnds = (Math.floor(Date.now() / DAY_MS) + 1) * DAY_MS
        forget()
      }
      let value = values.get(key) as Promise<T> | undefined
      if (!value) {
        const kept = values
        value = read()
        kept.set(key, value)
        value.catch(() => kept.delete(key))
      }
      return value
    },
  }
}

/** The one memory of a database. */
export function catalogueMemory(db: Database): CatalogueMemory {
  let memory = memories.get(db)
  if (!memory) {
    memory = createMemory(db)
    memories.set(db, memory)
  }
  return memory
}
