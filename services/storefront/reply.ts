import { is, type Struct } from 'superstruct'
import { fail, succeed, type RefusalCode, type Result } from '../../domain/types.ts'

/**
 * One operation's reply after transport: its data, or the transport or GraphQL failure, as the storefront
 * transport reads it from the HTTP reply.
 */
export interface StorefrontReply {
  data?: Record<string, unknown> | null
  error?: { message: string; graphQLErrors: ReadonlyArray<{ message: string; extensions?: { code?: unknown } }>; networkError?: Error; response?: unknown }
}

/** A user error as the storefront API reports it: the platform's words, its error code and the input path. */
export interface DisplayableError {
  message: string
  code?: string | null
  field?: readonly string[] | null
}

/** What a service reads from a user error's code: the thing asked for is missing, or the input was refused (which, if it says). */
export type UserErrorReading = { kind: 'missing' } | { kind: 'user'; code?: RefusalCode; field?: string }

/**
 * SPEC §8: the first top-level error message is the error, else the first user error of the operation;
 * missing data is "<operation> is not defined". Replies that do not have the expected shape are failures too.
 * The platform refuses what a shopper sent only in the operation's user errors (and by its limit on attempts): any
 * other error of the whole request means it could not answer, a failure to try again, never a refusal the shopper
 * is told is theirs, an e-mail said to be sent, or a login attempt counted against them.
 */
export function readOperation<T>(
  reply: StorefrontReply,
  operation: string,
  shape: Struct<T, unknown>,
  options: { userErrors?: string; classify?: (error: DisplayableError) => UserErrorReading } = {},
): Result<T> {
  const graphQLErrors = reply.error?.graphQLErrors ?? []
  const status = (reply.error?.response as { status?: number } | undefined)?.status
  // The platform limits attempts (logins, token creation) with a THROTTLED error or a 429 reply.
  if (graphQLErrors[0]?.extensions?.code === 'THROTTLED' || status === 429) {
    return { ok: false, failure: { kind: 'user', message: graphQLErrors[0]?.message ?? 'Throttled', code: 'throttled' } }
  }
  if (graphQLErrors[0]) return fail('transport', graphQLErrors[0].message, status)
  if (reply.error) {
    return fail('transport', reply.error.networkError?.message ?? reply.error.message, status)
  }
  const payload = reply.data?.[operation]
  if (payload === undefined || payload === null) return fail('missing', `${operation} is not defined`)
  const userErrors = options.userErrors ? ((payload as Record<string, unknown>)[options.userErrors] as DisplayableError[] | undefined) : undefined
  const firstUserError = userErrors?.[0]
  if (firstUserError) {
    const reading = options.classify?.(firstUserError) ?? { kind: 'user' }
    if (reading.kind === 'missing' || !reading.code) return fail(reading.kind, firstUserError.message)
    const field = reading.field === undefined ? {} : { field: reading.field }
    return { ok: false, failure: { kind: 'user', message: firstUserError.message, code: reading.code, ...field } }
  }
  if (!is(payload, shape)) return fail('transport', `${operation} has an unexpected shape`)
  return succeed(payload)
}

