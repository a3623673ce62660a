import type { BackendConfig } from './config.ts'
import type { Database } from './db/database.ts'
import { FaultBoard } from './admin/faults.ts'
import { faultRoutes } from './admin/routes.ts'
import { createRouter, json } from './http/router.ts'
import { commerceRoutes } from './commerce/routes.ts'
import { contentRoutes } from './content/routes.ts'
import { otherServiceRoutes } from './services/routes.ts'

export interface Backend {
  fetch: (request: Request) => Promise<Response>
  faults: FaultBoard
}

/** Assembles the backend's endpoints over one database. */
export function createBackend(config: BackendConfig, db: Database): Backend {
  const faults = new FaultBoard()
  const routes = [
    { method: 'GET' as const, pattern: '/health', faultTarget: 'health', handler: async () => json({ status: 'ok', database: (await db.query('SELECT 1 AS ok')).rows.length === 1 }) },
    ...faultRoutes(config.adminToken, faults),
    ...commerceRoutes(config, db),
    ...contentRoutes(config, db),
    ...otherServiceRoutes(config, db),
  ]
  return { fetch: createRouter(routes, faults), faults }
}
