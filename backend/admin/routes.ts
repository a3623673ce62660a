import type { FaultBoard } from './faults.ts'
import { parseFaultRequest } from './faults.ts'
import type { Handler, Route } from '../http/router.ts'
import { json } from '../http/router.ts'

/** Wraps an admin handler so it answers only to `Authorization: Bearer {admin token}`. */
export function adminOnly(adminToken: string, handler: Handler): Handler {
  return (request, params) => {
    if (request.headers.get('authorization') !== `Bearer ${adminToken}`) {
      return json({ error: 'Admin token required' }, { status: 401 })
    }
    return handler(request, params)
  }
}

export function faultRoutes(adminToken: string, faults: FaultBoard): Route[] {
  return [
    {
      method: 'POST',
      pattern: '/admin/faults',
      handler: adminOnly(adminToken, async (request) => {
        try {
          const { target, fault, count } = parseFaultRequest(await request.json())
          faults.add(target, fault, count)
          return json({ pending: faults.pending() }, { status: 201 })
        } catch (error) {
          return json({ error: error instanceof Error ? error.message : 'Invalid fault' }, { status: 400 })
        }
      }),
    },
    {
      method: 'GET',
      pattern: '/admin/faults',
      handler: adminOnly(adminToken, () => json({ pending: faults.pending() })),
    },
    {
      method: 'DELETE',
      pattern: '/admin/faults',
      handler: adminOnly(adminToken, () => {
        faults.clear()
        return json({ pending: {} })
      }),
    },
  ]
}
