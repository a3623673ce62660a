import type { Database } from '../db/database.ts'
import type { MenuItem } from '../seed/menus.ts'
import type { Edition } from './editions.ts'
import { catalogueMemory } from './memory.ts'

/** The edition's menu, read once. */
export function loadMenu(db: Database, edition: Edition): Promise<MenuItem[]> {
  return catalogueMemory(db).remember(`menu:${edition.key}`, async () => {
    const row = (await db.query<{ menu: MenuItem[] }>('SELECT menu FROM content_menus WHERE edition = $1', [edition.key])).rows[0]
    return row?.menu ?? []
  })
}
