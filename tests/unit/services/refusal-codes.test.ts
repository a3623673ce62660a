import { string, type } from 'superstruct'
import { describe, expect, it } from 'vitest'
import { readCheckoutUserError } from '../../../services/checkout/checkout-refusal.ts'
import { customerService, readCustomerUserError } from '../../../services/customer.ts'
import { customerProfileService } from '../../../services/customer-profile.ts'
import type { StorefrontReply } from '../../../services/storefront/reply.ts'
import { readOperation } from '../../../services/storefront/reply.ts'

const reply = (fields: StorefrontReply): StorefrontReply => fields
const Payload = type({ checkout: type({ id: string() }) })

/** A refused `checkoutLineItemsAdd`, as the 2022-07 API answers it. */
const refusedWith = (code: string, field: string[], message = 'Whatever the platform says') =>
  readOperation(reply({ data: { checkoutLineItemsAdd: { checkout: null, checkoutUserErrors: [{ code, field, message }] } } }), 'checkoutLineItemsAdd', Payload, {
    userErrors: 'checkoutUserErrors',
    classify: readCheckoutUserError,
  })

describe('checkout refusals are read by the platform\'s error code, not its words', () => {
  it('names stock, the purchase limit and a variant not for sale, keeping the platform\'s message', () => {
    expect(refusedWith('NOT_ENOUGH_IN_STOCK', ['lineItems', '0', 'quantity'], 'Only 2 left')).toEqual({ ok: false, failure: { kind: 'user', code: 'out-of-stock', message: 'Only 2 left' } })
    expect(refusedWith('LESS_THAN_OR_EQUAL_TO', ['lineItems', '0', 'quantity'])).toMatchObject({ failure: { kind: 'user', code: 'over-limit' } })
    expect(refusedWith('INVALID', ['lineItems', '0', 'variantId'])).toMatchObject({ failure: { kind: 'user', code: 'not-for-sale' } })
  })

  it('reads the same code in any language of the message', () => {
    expect(refusedWith('NOT_ENOUGH_IN_STOCK', ['lineItems', '0', 'quantity'], 'Nicht genügend auf Lager')).toMatchObject({ failure: { code: 'out-of-stock' } })
    // English words that once suggested stock no longer decide anything.
    expect(refusedWith('LINE_ITEM_NOT_FOUND', ['lineItemIds', '0'], 'Item not available in stock')).toEqual({
      ok: false,
      failure: { kind: 'user', message: 'Item not available in stock' },
    })
  })

  it('treats a gone or completed checkout as missing, so the machine replaces it', () => {
    expect(refusedWith('INVALID', ['checkoutId'])).toMatchObject({ failure: { kind: 'missing' } })
    expect(refusedWith('ALREADY_COMPLETED', ['checkoutId'])).toMatchObject({ failure: { kind: 'missing' } })
  })

  it('leaves other refusals without a code', () => {
    expect(refusedWith('GREATER_THAN_OR_EQUAL_TO', ['lineItems', '0', 'quantity'])).toEqual({ ok: false, failure: { kind: 'user', message: 'Whatever the platform says' } })
    expect(refusedWith('INVALID', ['lineItems', '0', 'quantity'])).not.toHaveProperty('failure.code')
    expect(readCheckoutUserError({ message: 'x', code: null, field: null })).toEqual({ kind: 'user' })
  })

  it('gives a top-level error no code: it is not a user error of the operation', () => {
    const error = { message: '[GraphQL] Internal error', graphQLErrors: [{ message: 'Internal error' }] }
    expect(readOperation(reply({ error }), 'checkoutLineItemsAdd', Payload, { userErrors: 'checkoutUserErrors', classify: readCheckoutUserError })).toEqual({
      ok: false,
      failure: { kind: 'transport', message: 'Internal error' },
    })
  })
})

describe('registration and personal data refusals are read by the customer error code', () => {
  it('knows a taken e-mail address or phone number by TAKEN on its field, in any wording', () => {
    expect(readCustomerUserError({ code: 'TAKEN', field: ['input', 'email'], message: 'Diese E-Mail ist vergeben' })).toEqual({ kind: 'user', code: 'email-taken' })
    expect(readCustomerUserError({ code: 'TAKEN', field: ['customer', 'phone'], message: 'Phone has already been taken' })).toEqual({ kind: 'user', code: 'phone-taken' })
    expect(readCustomerUserError({ code: 'TAKEN', field: ['input', 'password'], message: 'Taken' })).toEqual({ kind: 'user' })
    expect(readCustomerUserError({ code: 'CUSTOMER_DISABLED', field: ['input', 'email'], message: 'The email is already in use' })).toEqual({ kind: 'user' })
  })
})

describe('a login is refused only by the platform\'s answer about the credentials', () => {
  const loggedInWith = (reply: StorefrontReply) => customerService({ query: async () => ({}), mutate: async () => reply }).createAccessToken({ email: 'ada@example.com', password: 'Secret-123' })
  const requestError = (message: string, code?: string) => ({ error: { message, graphQLErrors: [{ message, ...(code ? { extensions: { code } } : {}) }] } })

  it('reads wrong credentials from the operation\'s user errors as a refusal', async () => {
    const refused = await loggedInWith({ data: { customerAccessTokenCreate: { customerAccessToken: null, customerUserErrors: [{ code: 'UNIDENTIFIED_CUSTOMER', field: ['input'], message: 'Unidentified customer' }] } } })
    expect(refused).toEqual({ ok: false, failure: { kind: 'user', message: 'Unidentified customer' } })
  })

  it('reads an error of the whole request as the platform failing, not as wrong credentials', async () => {
    expect(await loggedInWith(requestError('Internal error. Looks like something went wrong on our end.', 'INTERNAL_SERVER_ERROR'))).toEqual({
      ok: false,
      failure: { kind: 'transport', message: 'Internal error. Looks like something went wrong on our end.' },
    })
    expect(await loggedInWith(requestError('Injected GraphQL error'))).toMatchObject({ failure: { kind: 'transport' } })
  })

  it('reads the same for a password recovery: a request the platform could not answer sent no e-mail', async () => {
    const recovered = await customerService({ query: async () => ({}), mutate: async () => requestError('Internal error', 'INTERNAL_SERVER_ERROR') }).recoverPassword('ada@example.com')
    expect(recovered).toEqual({ ok: false, failure: { kind: 'transport', message: 'Internal error' } })
  })

  it('keeps the platform\'s limit on attempts a refusal of its own', async () => {
    expect(await loggedInWith(requestError('Login attempt limit exceeded. Please try again later.', 'THROTTLED'))).toMatchObject({ failure: { kind: 'user', code: 'throttled' } })
  })
})

describe('personal data refusals name the field they are about', () => {
  /** `customerUpdate` refused with one customer user error, as the platform answers it. */
  const savedWith = (code: string, field: string[], message: string) =>
    customerProfileService({
      query: async () => ({}),
      mutate: async () => ({ data: { customerUpdate: { customer: null, customerAccessToken: null, customerUserErrors: [{ code, field, message }] } } }),
    }).savePersonalData('token', { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '' })

  it('reads a name too long or with an HTML tag by its code, with the field it names', async () => {
    expect(await savedWith('TOO_LONG', ['customer', 'firstName'], 'First name is too long (maximum is 255 characters)')).toEqual({
      ok: false,
      failure: { kind: 'user', code: 'too-long', field: 'firstName', message: 'First name is too long (maximum is 255 characters)' },
    })
    expect(await savedWith('CONTAINS_HTML_TAGS', ['customer', 'lastName'], 'Last name cannot contain HTML tags')).toMatchObject({ failure: { code: 'contains-html', field: 'lastName' } })
  })

  it('knows a taken e-mail address or phone number as the registration does', async () => {
    expect(await savedWith('TAKEN', ['customer', 'phone'], 'Phone has already been taken')).toMatchObject({ failure: { code: 'phone-taken' } })
    expect(await savedWith('TAKEN', ['customer', 'email'], 'Email has already been taken')).toMatchObject({ failure: { code: 'email-taken' } })
  })

  it('leaves a refusal it cannot explain at a field without code or field', async () => {
    expect(await savedWith('INVALID', ['customer', 'email'], 'Email is invalid')).toEqual({ ok: false, failure: { kind: 'user', message: 'Email is invalid' } })
  })
})

describe('address refusals name the field they are about', () => {
  const address = { firstName: 'Ada', lastName: 'Lovelace', company: 'Engines Ltd', address1: 'Hauptstraße 1', address2: '', zip: '10115', city: 'Berlin', country: 'DE' }
  /** A new address (or a changed one, with an id) refused with one customer user error, as the platform answers it. */
  const savedWith = (code: string, field: string[], message: string, id: string | null = null) => {
    const operation = id ? 'customerAddressUpdate' : 'customerAddressCreate'
    return customerProfileService({
      query: async () => ({}),
      mutate: async () => ({ data: { [operation]: { customerAddress: null, customerUserErrors: [{ code, field, message }] } } }),
    }).saveAddress('token', address, id)
  }

  it('reads a field too long or with an HTML tag by its code, with the field it names', async () => {
    expect(await savedWith('TOO_LONG', ['address', 'address1'], 'address1 is too long (maximum is 255 characters)')).toEqual({
      ok: false,
      failure: { kind: 'user', code: 'too-long', field: 'address1', message: 'address1 is too long (maximum is 255 characters)' },
    })
    expect(await savedWith('TOO_LONG', ['address', 'address2'], 'Too long', 'gid://shopify/MailingAddress/1')).toMatchObject({ failure: { code: 'too-long', field: 'address2' } })
    expect(await savedWith('CONTAINS_HTML_TAGS', ['address', 'firstName'], 'First name cannot contain HTML tags')).toMatchObject({ failure: { code: 'contains-html', field: 'firstName' } })
    for (const field of ['lastName', 'company', 'zip', 'city']) expect(await savedWith('TOO_LONG', ['address', field], 'Too long')).toMatchObject({ failure: { code: 'too-long', field } })
  })

  it('leaves a refusal of a field the form has not, or one it cannot explain, without code or field', async () => {
    expect(await savedWith('TOO_LONG', ['address', 'phone'], 'Phone is too long')).toEqual({ ok: false, failure: { kind: 'user', message: 'Phone is too long' } })
    expect(await savedWith('INVALID', ['address', 'zip'], 'Zip is invalid')).toEqual({ ok: false, failure: { kind: 'user', message: 'Zip is invalid' } })
  })
})
