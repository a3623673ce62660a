import { createServerFn } from '@tanstack/react-start'
import { getRequestIP } from '@tanstack/react-start/server'
import { appConfig, type StoreCode } from '../../app.config.ts'
import type { AccessToken, Result, SsoCookieReading, User } from '../../domain/types.ts'
import { verifyAccessCookie, withDefaultAddress } from '../../services/sso.ts'
import { editionEntry, editionOfStore } from '../markets/index.ts'
import { loginThrottle } from './login-throttle.ts'
import { endSsoSession, liveSsoCookie, SSO_ACCESS_COOKIE } from './sso-cookie.ts'
import { forgetToken, requestToken } from './access-token-cookie.ts'
import { signIn } from './customer-sign-in.ts'
import { customersOf, storeOf } from './store-customers.ts'

/**
 * The session's calls, run on the server so the customer access token lives only in an httpOnly,
 * SameSite=Lax cookie (Secure under https) and never reaches browser script or storage.
 */
interface CredentialsInput {
  store: StoreCode
  email: string
  password: string
}

const credentialsOf = (input: { store: string; email: string; password: string }): CredentialsInput => ({
  store: storeOf(input.store),
  email: String(input.email).trim(),
  password: String(input.password),
})

let loginAttempts: ReturnType<typeof loginThrottle> | null = null

/**
 * Refused logins are counted per account and client address; past the limit the platform is not asked. The
 * platform's own refusal to take more attempts counts too, so a process that has not reached its limit yet stops
 * asking once the platform has. Counts are kept per server process.
 */
export const logIn = createServerFn({ method: 'POST' })
  .validator(credentialsOf)
  .handler(async ({ data }): Promise<Result<AccessToken>> => {
    loginAttempts ??= loginThrottle({ ...appConfig().loginThrottle, maxTracked: 100_000 })
    const address = getRequestIP() ?? 'unknown'
    const attempt = loginAttempts.attempt(data.email, address)
    if (!attempt.allowed) return { ok: false, failure: { kind: 'user', message: 'Too many login attempts', code: 'throttled', retryAfterSeconds: attempt.retryAfterSeconds } }
    const result = await customersOf(data.store).createAccessToken({ email: data.email, password: data.password })
    if (result.ok) loginAttempts.succeeded(data.email)
    else if (result.failure.kind === 'user') loginAttempts.refused(data.email, address)
    return result.ok ? signIn(data.store, result.value) : result
  })

export const signUp = createServerFn({ method: 'POST' })
  .validator((input: { store: string; email: string; password: string; firstName: string; lastName: string }) => ({
    ...credentialsOf(input),
    firstName: String(input.firstName).trim(),
    lastName: String(input.lastName).trim(),
  }))
  .handler(async ({ data }): Promise<Result<AccessToken>> => {
    const result = await customersOf(data.store).signUp(data)
    return result.ok ? signIn(data.store, result.value) : result
  })

export const fetchSessionCustomer = createServerFn({ method: 'GET' })
  .validator((input: { store: string }) => ({ store: storeOf(input.store) }))
  .handler(async ({ data }): Promise<Result<User>> => {
    const token = requestToken()
    if (!token) return { ok: false, failure: { kind: 'missing', message: 'customer is not defined' } }
    return customersOf(data.store).fetchCustomer(token)
  })

/** SPEC §4: logout deletes the token remotely and clears the stored token and expiry, whatever the remote says, and ends an SSO session. */
export const logOut = createServerFn({ method: 'POST' })
  .validator((input: { store: string }) => ({ store: storeOf(input.store) }))
  .handler(async ({ data }): Promise<Result<true>> => {
    const token = requestToken()
    forgetToken()
    // In SSO stores the account site's cookie is the session: it ends here too, on every way out.
    await endSsoSession()
    if (!token) return { ok: true, value: true }
    return customersOf(data.store).deleteAccessToken(token)
  })

/**
 * SPEC §4: in SSO stores the user comes from the access cookie, trusted only when its signature verifies;
 * SPEC §3/§7: a trusted user also carries the account site's default address in the store's country.
 */
export const readSsoSession = createServerFn({ method: 'GET' })
  .validator((input: { store: string }) => ({ store: storeOf(input.store) }))
  .handler(async ({ data }): Promise<SsoCookieReading> => {
    const config = appConfig()
    const cookie = await liveSsoCookie()
    const reading = await verifyAccessCookie(cookie, config.ssoSecret)
    const country = editionEntry(editionOfStore(data.store), config.external).country
    const log = (message: string, detail: unknown) => console.error(JSON.stringify({ event: 'sso-address-failed', message, detail }))
    return withDefaultAddress(reading, { accountHostUrl: config.accountHostUrl, cookie: `${SSO_ACCESS_COOKIE}=${cookie}`, log }, country)
  })
