import type { StoreCode } from '../app.config.ts'
import type { BackInStockRequest } from '../domain/requests.ts'
import { exchange, jsonInit, type Fetch } from './http.ts'

/** SPEC §4 back-in-stock request: POST the e-mail for the variant; true when the service took it, false on any failure or no reply in time. */
export async function requestBackInStock(settings: { backInStockUrl: string; fetch?: Fetch }, store: StoreCode, request: BackInStockRequest): Promise<boolean> {
  const reply = await exchange(settings.fetch ?? fetch, `${settings.backInStockUrl}/api/requests`, jsonInit({ store, ...request }))
  return reply.ok
}
