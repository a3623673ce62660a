import { define, enums, optional, type } from 'superstruct'
import { appConfig, STORE_CODES } from '../../app.config.ts'
import { fetchCustomerDataUser } from '../../services/customer-data.ts'
import { isAccountEmail } from '../../domain/validation.ts'
import { readJsonRequest } from './json-request.ts'
import { signedInEmail } from './signed-in-email.ts'

const Email = define<string>('email', (value) => typeof value === 'string' && isAccountEmail(value))

const GetUserBody = type({ email: Email, store: optional(enums(STORE_CODES)) })

/** `POST /api/salesforce/getUser` on the shop (SPEC §7): the signed-in customer's customer-data record, looked up from the server. */
export async function handleGetUser(request: Request): Promise<Response> {
  const parsed = await readJsonRequest(request, GetUserBody)
  if (!parsed.ok) return parsed.response
  // A customer may read their own record only: anything else would let anyone learn who has an account.
  const own = await signedInEmail(parsed.value.store ?? 'de')
  if (!own) return Response.json({ error: 'Request failed' }, { status: 401 })
  if (own.toLowerCase() !== parsed.value.email.trim().toLowerCase()) return Response.json({ error: 'Request failed' }, { status: 403 })
  const { customerDataUrl, customerDataApiKey } = appConfig()
  const result = await fetchCustomerDataUser({ customerDataUrl, apiKey: customerDataApiKey }, parsed.value.email.trim())
  if (result.ok) {
    // Only the fields the shop reads go to the browser, whatever else the service adds.
    const { id, email, firstname, lastname } = result.value
    return Response.json({ user: { id, email, firstname, lastname } })
  }
  // SPEC §8: 'Request failed'; an unknown e-mail stays a 404 so the caller can tell it from an outage.
  return Response.json({ error: 'Request failed' }, { status: result.failure.status === 404 ? 404 : 502 })
}
