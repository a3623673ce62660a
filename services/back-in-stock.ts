import type { StoreCode } from '../app.config.ts'
import type { BackInStockRequest } from '../domain/requests.ts'
import { literal, type } from 'superstruct'
import { exchange, jsonInit, readReply, type Fetch } from './http.ts'

/** The service registered the request when it says so; an error or unreadable body registered nothing. */
const Registered = type({ registered: literal(true) })

/** SPEC §4 back-in-stock request: POST the e-mail for the variant; true only when the service answered that it registered it, false on any failure, an error or unreadable body, or no reply in time. */
export async function requestBackInStock(settings: { backInStockUrl: string; fetch?: Fetch }, store: StoreCode, request: BackInStockRequest): Promise<boolean> {
  const reply = await exchange(settings.fetch ?? fetch, `${settings.backInStockUrl}/api/requests`, jsonInit({ store, ...request }))
  return readReply(reply, Registered, 'back-in-stock request').ok
}
