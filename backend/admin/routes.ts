import { createHash, timingSafeEqual } from 'node:crypto'
import type { FaultBoard } from './faults.ts'
import { parseFaultRequest } from './faults.ts'
import type { Handler, Route } from '../http/router.ts'
import { json } from '../http/router.ts'

const digest = (text: string) => createHash('sha256').update(text).digest()

/** The token of `Authorization: Bearer {token}`, or the password of `Authorization: Basic` (any user name). */
function presentedToken(authorization: string | null): string | undefined {
  const [scheme, value] = (authorization ?? '').split(' ', 2)
  if (!value) return undefined
  if (scheme?.toLowerCase() === 'bearer') return value
  if (scheme?.toLowerCase() !== 'basic') return undefined
  const decoded = Buffer.from(value, 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  return colon === -1 ? undefined : decoded.slice(colon + 1)
}

/**
 * Wraps an admin handler so it answers only to the admin token: `Authorization: Bearer {token}` for scripts, or
 * the token as the password of HTTP Basic, so a browser asks for it when a developer opens an admin page.
 */
export function adminOnly(adminToken: string, handler: Handler): Handler {
  return (request, params, client) => {
    const token = presentedToken(request.headers.get('authorization'))
    if (token === undefined || !timingSafeEqual(digest(token), digest(adminToken))) {
      return json({ error: 'Admin token required' }, { status: 401, headers: { 'www-authenticate': 'Basic realm="backend admin", charset="UTF-8"' } })
    }
    return handler(request, params, client)
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
