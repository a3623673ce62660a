import { is, object, size, string } from 'superstruct'
import type { Database } from '../db/database.ts'
import type { Route } from '../http/router.ts'
import { json } from '../http/router.ts'
import type { BackendStore } from '../stores.ts'
import { declineInvitation } from './customer-recovery.ts'
import { ACCESS_TOKEN_HEADER } from './graphql-route.ts'

const DECLINE_PATH = '/api/invitations/decline'

const Body = object({ activationUrl: size(string(), 1, 2048) })

/**
 * `POST /api/invitations/decline` `{activationUrl}`: the invited customer says no. The storefront API has no
 * such call, so it is an endpoint of its own, guarded like the storefront API by the store's access key.
 * 200 `{declined: true}`; 410 for a link that is unknown, used, expired or already declined; 409 when the
 * account is already active; 400 on a bad body; 401 without a known key.
 */
export function invitationRoutes(db: Database, stores: BackendStore[]): Route[] {
  return [
    {
      method: 'POST',
      pattern: DECLINE_PATH,
      faultTarget: 'graphql',
      handler: async (request) => {
        const key = request.headers.get(ACCESS_TOKEN_HEADER)
        if (!key || !stores.some((store) => store.storefrontAccessKey === key)) return json({ error: 'Invalid access key' }, { status: 401 })
        let body: unknown
        try {
          body = await request.json()
        } catch {
          return json({ error: 'Body must be JSON' }, { status: 400 })
        }
        if (!is(body, Body)) return json({ error: 'Invalid activationUrl' }, { status: 400 })
        const result = await declineInvitation(db, body.activationUrl)
        if (result.declined) return json({ declined: true })
        return result.reason === 'already-enabled'
          ? json({ error: 'Customer already enabled' }, { status: 409 })
          : json({ error: 'Activation URL is invalid or has expired' }, { status: 410 })
      },
    },
  ]
}
