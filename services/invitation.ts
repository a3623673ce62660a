import { literal, type } from 'superstruct'
import type { Result } from '../domain/types.ts'
import { exchange, jsonInit, readReply, type Fetch } from './http.ts'
import { storefrontHeaders, type StorefrontAccess } from './storefront/endpoint.ts'

const Declined = type({ declined: literal(true) })

/**
 * SPEC §4 Account: an invited customer declines. The storefront API has no such call; the commerce backend
 * answers it at `{storefront domain}/api/invitations/decline` with the store's access key. A link that no
 * longer works (410) or an account already active (409) is the platform refusing: a `user` failure.
 */
export async function declineInvitation(access: Pick<StorefrontAccess, 'storefrontDomain' | 'storefrontAccessKey'>, activationUrl: string, fetchImpl: Fetch = fetch): Promise<Result<true>> {
  const url = `${access.storefrontDomain.replace(/\/+$/, '')}/api/invitations/decline`
  const reply = await exchange(fetchImpl, url, jsonInit({ activationUrl }, storefrontHeaders(access.storefrontAccessKey)))
  if (reply.status === 410) return { ok: false, failure: { kind: 'user', code: 'link-invalid', message: 'Activation URL is invalid or has expired', status: 410 } }
  if (reply.status === 409) return { ok: false, failure: { kind: 'user', code: 'already-active', message: 'Customer already enabled', status: 409 } }
  const result = readReply(reply, Declined, 'invitation decline')
  return result.ok ? { ok: true, value: true } : result
}
