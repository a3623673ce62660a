import { type } from 'superstruct'
import type { Database } from '../../db/database.ts'
import { json, type Route } from '../../http/router.ts'
import { Email, readJsonBody } from '../http/body.ts'
import { customerDataUser } from './users.ts'

const GetUserRequest = type({ email: Email })

/** The customer-data service (SPEC §7 "POST /api/salesforce/getUser"), answered from the commerce customers. */
export function customerDataRoutes(db: Database): Route[] {
  return [
    {
      method: 'POST',
      pattern: '/customer-data/api/salesforce/getUser',
      faultTarget: 'customer-data',
      handler: async (request) => {
        const body = await readJsonBody(request, GetUserRequest)
        if ('error' in body) return body.error
        const user = await customerDataUser(db, body.value.email)
        return user ? json({ user }) : json({ error: 'User not found' }, { status: 404 })
      },
    },
  ]
}
