import { array, nullable, string, type, type Infer } from 'superstruct'
import { ADDRESS_FIELD_NAMES, ADDRESSES_FIRST, type AddressBook, type AddressFields, type PersonalData, type RenewedToken, type SavedAddress } from '../domain/account.ts'
import type { RefusalCode, Result } from '../domain/result.ts'
import { readCustomerUserError } from './customer.ts'
import { addressOf, MAILING_ADDRESS_FIELDS, MailingAddressShape } from './storefront/mailing-address.ts'
import { readOperation, type DisplayableError, type UserErrorReading } from './storefront/reply.ts'
import type { StorefrontTransport } from './storefront/transport.ts'

const ERRORS = 'customerUserErrors { code field message }'

/** SPEC §7 customer query: the profile and the addresses (first 5) with the default one. */
const CUSTOMER_PROFILE = `query customerProfile($customerAccessToken: String!) {
  customer(customerAccessToken: $customerAccessToken) {
    id firstName lastName email phone
    defaultAddress { id }
    addresses(first: ${ADDRESSES_FIRST}) { nodes { ${MAILING_ADDRESS_FIELDS} } }
  }
}`
/** SPEC §7 customerUpdate: first name, last name, phone and e-mail, or the password. */
const CUSTOMER_UPDATE = `mutation customerUpdate($customerAccessToken: String!, $customer: CustomerUpdateInput!) {
  customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {
    customer { id firstName lastName email phone }
    customerAccessToken { accessToken expiresAt }
    ${ERRORS}
  }
}`
const ADDRESS_CREATE = `mutation customerAddressCreate($customerAccessToken: String!, $address: MailingAddressInput!) {
  customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) { customerAddress { ${MAILING_ADDRESS_FIELDS} } ${ERRORS} }
}`
const ADDRESS_UPDATE = `mutation customerAddressUpdate($customerAccessToken: String!, $id: ID!, $address: MailingAddressInput!) {
  customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $id, address: $address) { customerAddress { ${MAILING_ADDRESS_FIELDS} } ${ERRORS} }
}`
const DEFAULT_ADDRESS_UPDATE = `mutation customerDefaultAddressUpdate($customerAccessToken: String!, $addressId: ID!) {
  customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) { customer { id defaultAddress { id } } ${ERRORS} }
}`

const PersonShape = type({ id: string(), firstName: nullable(string()), lastName: nullable(string()), email: nullable(string()), phone: nullable(string()) })
const ProfileShape = type({ ...PersonShape.schema, defaultAddress: nullable(type({ id: string() })), addresses: type({ nodes: array(MailingAddressShape) }) })
const UpdatedShape = type({ customer: nullable(PersonShape), customerAccessToken: nullable(type({ accessToken: string(), expiresAt: string() })) })
const AddressPayload = type({ customerAddress: MailingAddressShape })
const Anything = type({})

const personOf = (person: Infer<typeof PersonShape>): PersonalData => ({
  firstName: person.firstName ?? '',
  lastName: person.lastName ?? '',
  email: person.email ?? '',
  phone: person.phone ?? '',
})


export interface Profile {
  personalData: PersonalData
  addressBook: AddressBook
}

/** The platform's codes for a field it will not save: longer than it takes, or with an HTML tag in it. */
const FIELD_REFUSALS: Readonly<Record<string, RefusalCode>> = { TOO_LONG: 'too-long', CONTAINS_HTML_TAGS: 'contains-html' }
const NAME_FIELDS: ReadonlySet<string> = new Set(['firstName', 'lastName'])
const ADDRESS_FIELDS: ReadonlySet<string> = new Set(ADDRESS_FIELD_NAMES)

/** Reads a refusal of one of the form's fields by its code and the field it names, so the form can say it at that field. */
const fieldRefusalReader =
  (fields: ReadonlySet<string>) =>
  (error: DisplayableError): UserErrorReading => {
    const field = error.field?.at(-1) ?? ''
    const refusal = fields.has(field) ? FIELD_REFUSALS[error.code ?? ''] : undefined
    return refusal ? { kind: 'user', code: refusal, field } : readCustomerUserError(error)
  }
/** `customerUpdate` refuses a name; `customerAddressCreate` and `customerAddressUpdate` any field of the address. */
const readCustomerUpdateError = fieldRefusalReader(NAME_FIELDS)
const ADDRESS_ERRORS = { userErrors: 'customerUserErrors', classify: fieldRefusalReader(ADDRESS_FIELDS) }

/**
 * The customer's own data (SPEC §7): profile and addresses read with the access token, personal data and the
 * password changed with `customerUpdate`, addresses created and updated, and the default one chosen.
 */
export function customerProfileService(transport: StorefrontTransport) {
  const documents = { profile: CUSTOMER_PROFILE, update: CUSTOMER_UPDATE, create: ADDRESS_CREATE, updateAddress: ADDRESS_UPDATE, makeDefault: DEFAULT_ADDRESS_UPDATE }
  const update = async (token: string, customer: Record<string, string | null>) =>
    readOperation(await transport.mutate(documents.update, { customerAccessToken: token, customer }), 'customerUpdate', UpdatedShape, { userErrors: 'customerUserErrors', classify: readCustomerUpdateError })

  return {
    async fetchProfile(token: string): Promise<Result<Profile>> {
      const result = readOperation(await transport.query(documents.profile, { customerAccessToken: token }), 'customer', ProfileShape)
      if (!result.ok) return result
      const customer = result.value
      return {
        ok: true,
        value: { personalData: personOf(customer), addressBook: { addresses: customer.addresses.nodes.map(addressOf), defaultAddressId: customer.defaultAddress?.id ?? null } },
      }
    },
    /** Saves names, e-mail and phone; an empty phone removes it. A changed e-mail may come with a new token. */
    async savePersonalData(token: string, data: PersonalData): Promise<Result<{ personalData: PersonalData; token: RenewedToken | null }>> {
      const result = await update(token, { firstName: data.firstName, lastName: data.lastName, email: data.email, phone: data.phone || null })
      if (!result.ok) return result
      const customer = result.value.customer
      return { ok: true, value: { personalData: customer ? personOf(customer) : data, token: result.value.customerAccessToken } }
    },
    /** A new password ends the customer's other tokens: the platform answers with the one to go on with. */
    async changePassword(token: string, password: string): Promise<Result<RenewedToken>> {
      const result = await update(token, { password })
      if (!result.ok) return result
      const renewed = result.value.customerAccessToken
      return renewed ? { ok: true, value: renewed } : { ok: false, failure: { kind: 'missing', message: 'customerAccessToken is not defined' } }
    },
    async saveAddress(token: string, address: AddressFields & { country: string }, id: string | null): Promise<Result<SavedAddress>> {
      const reply = id
        ? readOperation(await transport.mutate(documents.updateAddress, { customerAccessToken: token, id, address }), 'customerAddressUpdate', AddressPayload, ADDRESS_ERRORS)
        : readOperation(await transport.mutate(documents.create, { customerAccessToken: token, address }), 'customerAddressCreate', AddressPayload, ADDRESS_ERRORS)
      return reply.ok ? { ok: true, value: addressOf(reply.value.customerAddress) } : reply
    },
    async makeDefaultAddress(token: string, addressId: string): Promise<Result<true>> {
      const result = readOperation(await transport.mutate(documents.makeDefault, { customerAccessToken: token, addressId }), 'customerDefaultAddressUpdate', Anything, {
        userErrors: 'customerUserErrors',
      })
      return result.ok ? { ok: true, value: true } : result
    },
  }
}
