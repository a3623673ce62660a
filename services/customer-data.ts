import { optional, string, type } from 'superstruct'
import { fail, type Result } from '../domain/types.ts'
import { exchange, jsonInit, readReply, type Fetch } from './http.ts'

const CustomerDataUser = type({ email: string(), firstname: optional(string()), lastname: optional(string()), id: optional(string()) })

export interface CustomerDataUserRecord {
  email: string
  firstname?: string
  lastname?: string
  id?: string
}

/**
 * SPEC §7: POST /api/salesforce/getUser {email}; reads a user object; a non-ok response fails with 'Request failed'.
 * The service answers only callers with its credential (`apiKey`, a bearer token): it hands out names and addresses.
 */
export async function fetchCustomerDataUser(settings: { customerDataUrl: string; apiKey: string; fetch?: Fetch }, email: string): Promise<Result<CustomerDataUserRecord>> {
  const init = jsonInit({ email }, { authorization: `Bearer ${settings.apiKey}` })
  const reply = await exchange(settings.fetch ?? fetch, `${settings.customerDataUrl.replace(/\/+$/, '')}/api/salesforce/getUser`, init)
  if (!reply.ok) return fail('transport', 'Request failed', reply.status)
  const body = reply.body as { user?: unknown } | null
  return readReply({ ...reply, body: body && typeof body === 'object' && 'user' in body ? body.user : body }, CustomerDataUser, 'user')
}
