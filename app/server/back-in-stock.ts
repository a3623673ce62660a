import { createServerFn } from '@tanstack/react-start'
import { appConfig, STORE_CODES } from '../../app.config.ts'
import { isEmail } from '../../domain/validation.ts'
import { requestBackInStock } from '../../services/back-in-stock.ts'

/**
 * SPEC §4 back-in-stock request: the shopper's e-mail for a variant that cannot be bought now, registered with
 * the notification service from the server (its address is configuration). True when the service took it.
 */
export const registerBackInStock = createServerFn({ method: 'POST' })
  .validator((input: { store: string; email: string; variantId: string }) => {
    const store = STORE_CODES.find((code) => code === input.store)
    const email = String(input.email).trim()
    const variantId = String(input.variantId)
    if (!store || !isEmail(email) || !variantId) throw new Error('Invalid back-in-stock request')
    return { store, email, variantId }
  })
  .handler(({ data: { store, ...request } }): Promise<boolean> => requestBackInStock({ backInStockUrl: appConfig().backInStockUrl }, store, request))
