import { createHash, timingSafeEqual } from 'node:crypto'
import { type } from 'superstruct'
import type { Database } from '../../db/database.ts'
import { json, type Route } from '../../http/router.ts'
import { Email, readJsonBody } from '../http/body.ts'
import { customerDataUser } from './users.ts'

const GetUserRequest = type({ email: Email })

const digest = (text: string) => createHash('sha256').update(text).digest()

/** Whether the caller sent the service's credential as `Authorization: Bearer {key}`. */
function hasCredential(request: Request, apiKey: string): boolean {
  const presented = /^Bearer (.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]
  return presented !== undefined && timingSafeEqual(digest(presented), digest(apiKey))
}

/**
 * The customer-data service (SPEC §7 "POST /api/salesforce/getUser"), answered from the commerce customers. It
 * hands out names and addresses, so, as the real service, it answers only a caller with its credential.
 */
export function customerDataRoutes(apiKey: string, db: Database): Route[] {
  return [
    {
      method: 'POST',
      pattern: '/customer-data/api/salesforce/getUser',
      faultTarget: 'customer-data',
      handler: async (request) => {
        if (!hasCredential(request, apiKey)) {
          return json({ error: 'Credentials required' }, { status: 401, headers: { 'www-authenticate': 'Bearer realm="customer-data"' } })
        }
        const body = await readJsonBody(request, GetUserRequest)
        if ('error' in body) return body.error
        const user = await customerDataUser(db, body.value.email)
        return user ? json({ user }) : json({ error: 'User not found' }, { status: 404 })
      },
    },
  ]
}
