import type { Database } from '../db/database.ts'
import type { MenuItem } from '../seed/menus.ts'
import type { Edition } from './editions.ts'

export async function loadMenu(db: Database, edition: Edition): Promise<MenuItem[]> {
  const row = (await db.query<{ menu: MenuItem[] }>('SELECT menu FROM content_menus WHERE edition = $1', [edition.key])).rows[0]
  return row?.menu ?? []
}
