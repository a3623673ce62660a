import { array, nullable, optional, string, type } from 'superstruct'
import { type AccessToken, type RefusalCode, type Result, type User } from '../domain/types.ts'
import type { Registration } from '../domain/requests.ts'
import { addressOf, MAILING_ADDRESS_FIELDS, MailingAddressShape } from './storefront/mailing-address.ts'
import { readOperation, type DisplayableError, type StorefrontReply, type UserErrorReading } from './storefront/reply.ts'
import type { StorefrontTransport } from './storefront/transport.ts'

const ERRORS = 'customerUserErrors { code field message }'

const TOKEN_CREATE = /* GraphQL */ `mutation customerAccessTokenCreate($input: CustomerAccessTokenCreateInput!) {
  customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken expiresAt } ${ERRORS} }
}`
const TOKEN_DELETE = /* GraphQL */ `mutation customerAccessTokenDelete($customerAccessToken: String!) {
  customerAccessTokenDelete(customerAccessToken: $customerAccessToken) { deletedAccessToken userErrors { field message } }
}`
const CUSTOMER_CREATE = /* GraphQL */ `mutation customerCreate($input: CustomerCreateInput!) {
  customerCreate(input: $input) { customer { id } ${ERRORS} }
}`
const CUSTOMER = /* GraphQL */ `query customer($customerAccessToken: String!) {
  customer(customerAccessToken: $customerAccessToken) {
    id firstName lastName email phone
    defaultAddress { ${MAILING_ADDRESS_FIELDS} }
  }
}`
const RECOVER = /* GraphQL */ `mutation customerRecover($email: String!) { customerRecover(email: $email) { ${ERRORS} } }`
const RESET = /* GraphQL */ `mutation customerReset($id: ID!, $input: CustomerResetInput!) {
  customerReset(id: $id, input: $input) { customerAccessToken { accessToken expiresAt } ${ERRORS} }
}`
const ACTIVATE = /* GraphQL */ `mutation customerActivateByUrl($activationUrl: URL!, $password: String!) {
  customerActivateByUrl(activationUrl: $activationUrl, password: $password) { customerAccessToken { accessToken expiresAt } ${ERRORS} }
}`

const Token = type({ accessToken: string(), expiresAt: string() })
const TokenPayload = type({ customerAccessToken: Token })
const CustomerShape = type({
  id: string(),
  firstName: nullable(string()),
  lastName: nullable(string()),
  email: nullable(string()),
  phone: optional(nullable(string())),
  defaultAddress: optional(nullable(MailingAddressShape)),
})

const Anything = type({})
const Deleted = type({ userErrors: array(type({ message: string() })) })

const TAKEN_FIELDS: Readonly<Record<string, RefusalCode>> = { email: 'email-taken', phone: 'phone-taken' }

/** A 2022-07 `CustomerUserError` read by its `code`: TAKEN on the e-mail or phone means another account has it. */
export const readCustomerUserError = (error: DisplayableError): UserErrorReading => {
  const taken = error.code === 'TAKEN' ? TAKEN_FIELDS[error.field?.at(-1) ?? ''] : undefined
  return taken ? { kind: 'user', code: taken } : { kind: 'user' }
}

/** The platform's own codes for a customer access token it will not accept (the token, not the platform, failed). */
const TOKEN_REFUSALS: ReadonlySet<unknown> = new Set(['UNAUTHORIZED', 'ACCESS_DENIED', 'INVALID_TOKEN', 'TOKEN_INVALID'])
const refusesToken = (reply: StorefrontReply) => reply.error?.graphQLErrors.some((error) => TOKEN_REFUSALS.has(error.extensions?.code)) ?? false
/** A reset token or activation URL that is invalid, used or expired, and an account already active, read by their codes. */
const readAccountLinkError = (error: DisplayableError): UserErrorReading =>
  error.code === 'TOKEN_INVALID' ? { kind: 'user', code: 'link-invalid' } : error.code === 'ALREADY_ENABLED' ? { kind: 'user', code: 'already-active' } : { kind: 'user' }

const tokenOf = (result: Result<{ customerAccessToken: AccessToken }>): Result<AccessToken> =>
  result.ok ? { ok: true, value: result.value.customerAccessToken } : result

/**
 * The customer side of the storefront API (SPEC §7): tokens, registration, profile, recovery, reset and
 * activation. Each answer is a value; the messages follow SPEC §8.
 */
export function customerService(transport: StorefrontTransport) {
  return {
    async createAccessToken(credentials: { email: string; password: string }): Promise<Result<AccessToken>> {
      return tokenOf(readOperation(await transport.mutate(TOKEN_CREATE, { input: credentials }), 'customerAccessTokenCreate', TokenPayload, { userErrors: 'customerUserErrors' }))
    },
    async deleteAccessToken(token: string): Promise<Result<true>> {
      const result = readOperation(await transport.mutate(TOKEN_DELETE, { customerAccessToken: token }), 'customerAccessTokenDelete', Deleted, { userErrors: 'userErrors' })
      return result.ok ? { ok: true, value: true } : result
    },
    /** customerCreate, then the new customer's token: what "sign up" means for the session. */
    async signUp(registration: Registration): Promise<Result<AccessToken>> {
      const created = readOperation(
        await transport.mutate(CUSTOMER_CREATE, { input: { email: registration.email, password: registration.password, firstName: registration.firstName, lastName: registration.lastName } }),
        'customerCreate',
        Anything,
        { userErrors: 'customerUserErrors', classify: readCustomerUserError },
      )
      if (!created.ok) return created
      return this.createAccessToken({ email: registration.email, password: registration.password })
    },
    /**
     * The customer of a token. `missing` means the platform refused the token (no customer for it, or its explicit
     * token error): only that ends a session. Any other failure is the platform's, not the token's.
     */
    async fetchCustomer(token: string): Promise<Result<User>> {
      const reply = await transport.query(CUSTOMER, { customerAccessToken: token })
      if (refusesToken(reply)) return { ok: false, failure: { kind: 'missing', message: 'customer is not defined' } }
      const result = readOperation(reply, 'customer', CustomerShape)
      if (!result.ok) return result
      const { id, firstName, lastName, email, phone, defaultAddress } = result.value
      // The phone and default address fill the hosted checkout in (SPEC §7).
      return {
        ok: true,
        value: { id, firstName: firstName ?? '', lastName: lastName ?? '', email: email ?? '', phone: phone ?? '', defaultAddress: defaultAddress ? addressOf(defaultAddress) : null },
      }
    },
    async recoverPassword(email: string): Promise<Result<true>> {
      const result = readOperation(await transport.mutate(RECOVER, { email }), 'customerRecover', Anything, { userErrors: 'customerUserErrors' })
      return result.ok ? { ok: true, value: true } : result
    },
    async resetPassword(input: { customerId: string; resetToken: string; password: string }): Promise<Result<AccessToken>> {
      return tokenOf(
        readOperation(await transport.mutate(RESET, { id: input.customerId, input: { resetToken: input.resetToken, password: input.password } }), 'customerReset', TokenPayload, {
          userErrors: 'customerUserErrors',
          classify: readAccountLinkError,
        }),
      )
    },
    async activateByUrl(input: { activationUrl: string; password: string }): Promise<Result<AccessToken>> {
      return tokenOf(readOperation(await transport.mutate(ACTIVATE, input), 'customerActivateByUrl', TokenPayload, { userErrors: 'customerUserErrors', classify: readAccountLinkError }))
    },
  }
}

