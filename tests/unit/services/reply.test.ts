import { string, type } from 'superstruct'
import { describe, expect, it } from 'vitest'
import { readOperation } from '../../../services/storefront/reply.ts'
import type { StorefrontReply } from '../../../services/storefront/reply.ts'

const reply = (fields: StorefrontReply): StorefrontReply => fields
const Payload = type({ checkout: type({ id: string() }) })

describe('storefront replies (SPEC §8)', () => {
  it('takes the first top-level error message first, as the platform failing to answer, not as a refusal of what was sent', () => {
    const error = { message: '[GraphQL] Internal error', graphQLErrors: [{ message: 'Internal error' }, { message: 'Second' }] }
    expect(readOperation(reply({ error, data: { checkoutCreate: { checkoutUserErrors: [{ message: 'user' }] } } }), 'checkoutCreate', Payload, { userErrors: 'checkoutUserErrors' })).toEqual({
      ok: false,
      failure: { kind: 'transport', message: 'Internal error' },
    })
  })
  it('else the first user error of the operation', () => {
    const data = { checkoutCreate: { checkout: null, checkoutUserErrors: [{ message: 'Variant is invalid', code: 'INVALID', field: ['lineItems'] }, { message: 'x' }] } }
    expect(readOperation(reply({ data }), 'checkoutCreate', Payload, { userErrors: 'checkoutUserErrors' })).toEqual({ ok: false, failure: { kind: 'user', message: 'Variant is invalid' } })
  })
  it('names missing data "<operation> is not defined"', () => {
    expect(readOperation(reply({ data: {} }), 'customerAccessTokenCreate', Payload)).toEqual({ ok: false, failure: { kind: 'missing', message: 'customerAccessTokenCreate is not defined' } })
  })
  it('rejects a reply of the wrong shape and accepts the right one', () => {
    expect(readOperation(reply({ data: { checkoutCreate: { checkout: { id: 1 } } } }), 'checkoutCreate', Payload)).toMatchObject({ ok: false, failure: { kind: 'transport' } })
    expect(readOperation(reply({ data: { checkoutCreate: { checkout: { id: 'c1' }, checkoutUserErrors: [] } } }), 'checkoutCreate', Payload, { userErrors: 'checkoutUserErrors' })).toEqual({
      ok: true,
      value: { checkout: { id: 'c1' }, checkoutUserErrors: [] },
    })
  })
  it('reports a transport failure with its status', () => {
    const error = { message: '[Network] fetch failed', graphQLErrors: [], networkError: new Error('fetch failed') }
    expect(readOperation(reply({ error }), 'node', Payload)).toMatchObject({ ok: false, failure: { kind: 'transport', message: 'fetch failed' } })
  })
})
