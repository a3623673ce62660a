import type { Fetch } from './http.ts'

/**
 * SPEC §7: POST /log-error/ with the error info plus message 'storefront errors'. Logging never fails the caller:
 * a failed call is dropped, and nothing waits for or reads the reply. A plain call rather than an exchange
 * (http.ts): the browser loads this when a page fails, and the reply's readers would come with it.
 */
export async function logError(settings: { shopOrigin: string; fetch?: Fetch }, info: Record<string, unknown>): Promise<void> {
  const send = settings.fetch ?? fetch
  try {
    await send(`${settings.shopOrigin.replace(/\/+$/, '')}/log-error/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...info, message: 'storefront errors' }),
    })
  } catch {
    // Logging never fails the caller.
  }
}
