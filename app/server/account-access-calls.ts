import { createServerFn } from '@tanstack/react-start'
import { appConfig } from '../../app.config.ts'
import type { AccessToken, Result } from '../../domain/types.ts'
import { declineInvitation } from '../../services/invitation.ts'
import { signIn } from './customer-sign-in.ts'
import { customersOf, storeOf } from './store-customers.ts'
import { storefrontAccessOf } from './storefront-access.ts'

/**
 * The calls of a forgotten password and of an invitation, run on the server: a reset or an activation returns
 * the customer's token, which goes straight into its httpOnly cookie (customer-sign-in.ts), so the customer is
 * logged in without the token ever reaching the browser.
 */
const text = (value: unknown, max: number) => String(value ?? '').slice(0, max)

export const recoverPassword = createServerFn({ method: 'POST' })
  .validator((input: { store: string; email: string }) => ({ store: storeOf(input.store), email: text(input.email, 255).trim() }))
  .handler(({ data }): Promise<Result<true>> => customersOf(data.store).recoverPassword(data.email))

export const resetPassword = createServerFn({ method: 'POST' })
  .validator((input: { store: string; customerId: string; resetToken: string; password: string }) => ({
    store: storeOf(input.store),
    customerId: text(input.customerId, 200),
    resetToken: text(input.resetToken, 200),
    password: text(input.password, 200),
  }))
  .handler(async ({ data }): Promise<Result<AccessToken>> => {
    const result = await customersOf(data.store).resetPassword(data)
    return result.ok ? signIn(data.store, result.value) : result
  })

export const activateAccount = createServerFn({ method: 'POST' })
  .validator((input: { store: string; activationUrl: string; password: string }) => ({
    store: storeOf(input.store),
    activationUrl: text(input.activationUrl, 2048),
    password: text(input.password, 200),
  }))
  .handler(async ({ data }): Promise<Result<AccessToken>> => {
    const result = await customersOf(data.store).activateByUrl({ activationUrl: data.activationUrl, password: data.password })
    return result.ok ? signIn(data.store, result.value) : result
  })

export const declineAccountInvitation = createServerFn({ method: 'POST' })
  .validator((input: { store: string; activationUrl: string }) => ({ store: storeOf(input.store), activationUrl: text(input.activationUrl, 2048) }))
  .handler(({ data }): Promise<Result<true>> => declineInvitation(storefrontAccessOf(appConfig(), data.store), data.activationUrl))
