import type { BackendConfig } from './config.ts'
import type { Database } from './db/database.ts'
import { FaultBoard } from './admin/faults.ts'
import { faultRoutes } from './admin/routes.ts'
import { createRouter, json } from './http/router.ts'
import { LoginThrottle } from './commerce/login-throttle.ts'
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
  // One throttle for every login form of the backend, so an attacker gains nothing by switching between them.
  const loginThrottle = new LoginThrottle(config.loginThrottle)
  const routes = [
    { method: 'GET' as const, pattern: '/health', faultTarget: 'health', handler: async () => json({ status: 'ok', database: (await db.query('SELECT 1 AS ok')).rows.length === 1 }) },
    ...faultRoutes(config.adminToken, faults),
    ...commerceRoutes(config, db, loginThrottle),
    ...contentRoutes(config, db),
    ...otherServiceRoutes(config, db, loginThrottle),
  ]
  return { fetch: createRouter(routes, faults), faults }
}
