import { createServerOnlyFn } from '@tanstack/react-start'
import type { StoreCode } from '../../app.config.ts'
import type { AccessToken, Result } from '../../domain/types.ts'
import { keepToken } from './access-token-cookie.ts'
import { attachRequestCart } from './customer-carts.ts'

/**
 * A customer got a token (login, registration, password reset, activation): the cart the browser keeps becomes
 * theirs, and the token goes into its httpOnly cookie; the browser learns only its expiry.
 */
export const signIn = createServerOnlyFn(async (store: StoreCode, token: AccessToken): Promise<Result<AccessToken>> => {
  await attachRequestCart(store, token.accessToken)
  return keepToken(token)
})
