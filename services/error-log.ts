import { exchange, jsonInit, type Fetch } from './http.ts'

/** SPEC §7: POST /log-error/ with the error info plus message 'storefront errors'. Logging never fails the caller. */
export async function logError(settings: { shopOrigin: string; fetch?: Fetch }, info: Record<string, unknown>): Promise<void> {
  await exchange(settings.fetch ?? fetch, `${settings.shopOrigin.replace(/\/+$/, '')}/log-error/`, jsonInit({ ...info, message: 'storefront errors' }))
}
