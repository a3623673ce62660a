import { GraphQLError } from 'graphql'
import { addressById, addressesOf, createAddress, setDefaultAddress, updateAddress, type Address } from '../addresses.ts'
import type { AddressFields } from '../checkouts.ts'
import { connection, type ConnectionArgs } from '../connection.ts'
import { activateByUrl, recoverPassword, resetPassword } from '../customer-recovery.ts'
import { createCustomer, customerByAccessToken, customerById, deleteAccessToken, logIn, updateCustomer, type Customer, type CustomerInput, type CustomerUpdate, type CustomerUserError } from '../customers.ts'
import { encodeId } from '../ids.ts'
import { LOGIN_LIMIT_MESSAGE } from '../login-throttle.ts'
import { ordersOfCustomer, type Order } from '../orders.ts'
import type { MailingAddressSource } from './mailing-address.ts'
import type { Resolvers } from './types.ts'
import { field } from './types.ts'

/** Customer accounts: registration, login tokens, profile, addresses, password recovery and activation. */
const withoutCodes = (errors: CustomerUserError[]) => errors.map(({ field, message }) => ({ field, message }))

const addressSource = (address: Address): MailingAddressSource => ({ ...address, gid: encodeId('MailingAddress', address.id) })

type OrderSort = 'ID' | 'PROCESSED_AT' | 'RELEVANCE' | 'TOTAL_PRICE'

function sortOrders(orders: Order[], sortKey: OrderSort): Order[] {
  const by: Record<OrderSort, (a: Order, b: Order) => number> = {
    ID: (a, b) => a.id - b.id,
    RELEVANCE: (a, b) => a.id - b.id,
    PROCESSED_AT: (a, b) => a.processedAt.localeCompare(b.processedAt) || a.id - b.id,
    TOTAL_PRICE: (a, b) => a.totalCents - b.totalCents || a.id - b.id,
  }
  return [...orders].sort(by[sortKey])
}

export const customerResolvers: Resolvers = {
  QueryRoot: {
    customer: field<unknown, { customerAccessToken: string }>(async (_, { customerAccessToken }, context) => (await customerByAccessToken(context.db, customerAccessToken)) ?? null),
  },
  Customer: {
    id: field<Customer>((customer) => encodeId('Customer', customer.id)),
    displayName: field<Customer>((customer) => [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email),
    tags: field<Customer>(() => []),
    lastIncompleteCheckout: field<Customer>(() => null),
    defaultAddress: field<Customer>(async (customer, _, context) => {
      const address = customer.defaultAddressId ? await addressById(context.db, customer.defaultAddressId) : undefined
      return address ? addressSource(address) : null
    }),
    addresses: field<Customer, ConnectionArgs>(async (customer, args, context) =>
      connection((await addressesOf(context.db, customer.id)).map(addressSource), args, (address) => address.gid),
    ),
    orders: field<Customer, ConnectionArgs & { sortKey: OrderSort; query?: string | null }>(async (customer, args, context) =>
      connection(sortOrders(await ordersOfCustomer(context.db, customer.id), args.sortKey), args, (order) => order.id),
    ),
  },
  Mutation: {
    customerCreate: field<unknown, { input: CustomerInput }>(async (_, { input }, context) => {
      const result = await createCustomer(context.db, input)
      return { customer: result.customer ?? null, customerUserErrors: result.errors, userErrors: withoutCodes(result.errors) }
    }),
    customerAccessTokenCreate: field<unknown, { input: { email: string; password: string } }>(async (_, { input }, context) => {
      const login = () => logIn(context.db, input.email, input.password, context.config.tokenLifetimeSeconds)
      const attempt = await context.loginThrottle.attempt(input.email, context.clientAddress, login, (outcome) => Boolean(outcome.token))
      if (attempt.refused) throw new GraphQLError(LOGIN_LIMIT_MESSAGE, { extensions: { code: 'THROTTLED' } })
      const { result } = attempt
      return { customerAccessToken: result.token ?? null, customerUserErrors: result.errors, userErrors: withoutCodes(result.errors) }
    }),
    customerAccessTokenDelete: field<unknown, { customerAccessToken: string }>(async (_, { customerAccessToken }, context) => {
      const deleted = await deleteAccessToken(context.db, customerAccessToken)
      return {
        deletedAccessToken: deleted.deletedAccessToken ?? null,
        deletedCustomerAccessTokenId: deleted.deletedId ?? null,
        userErrors: deleted.deletedAccessToken ? [] : [{ field: ['customerAccessToken'], message: 'access token does not exist' }],
      }
    }),
    customerUpdate: field<unknown, { customerAccessToken: string; customer: CustomerUpdate }>(async (_, args, context) => {
      const result = await updateCustomer(context.db, args.customerAccessToken, args.customer, context.config.tokenLifetimeSeconds)
      return { customer: result.customer ?? null, customerAccessToken: result.token ?? null, customerUserErrors: result.errors, userErrors: withoutCodes(result.errors) }
    }),
    customerAddressCreate: field<unknown, { customerAccessToken: string; address: AddressFields }>(async (_, args, context) => {
      const result = await createAddress(context.db, args.customerAccessToken, args.address)
      return { customerAddress: result.address ? addressSource(result.address) : null, customerUserErrors: result.errors, userErrors: withoutCodes(result.errors) }
    }),
    customerAddressUpdate: field<unknown, { customerAccessToken: string; id: string; address: AddressFields }>(async (_, args, context) => {
      const result = await updateAddress(context.db, args.customerAccessToken, args.id, args.address)
      return { customerAddress: result.address ? addressSource(result.address) : null, customerUserErrors: result.errors, userErrors: withoutCodes(result.errors) }
    }),
    customerDefaultAddressUpdate: field<unknown, { customerAccessToken: string; addressId: string }>(async (_, args, context) => {
      const result = await setDefaultAddress(context.db, args.customerAccessToken, args.addressId)
      const customer = result.customerId === undefined ? null : ((await customerById(context.db, result.customerId)) ?? null)
      return { customer, customerUserErrors: result.errors, userErrors: withoutCodes(result.errors) }
    }),
    customerRecover: field<unknown, { email: string }>(async (_, { email }, context) => {
      const errors = await recoverPassword(context.db, context.config, context.store.code, email)
      return { customerUserErrors: errors, userErrors: withoutCodes(errors) }
    }),
    customerReset: field<unknown, { id: string; input: { resetToken: string; password: string } }>(async (_, { id, input }, context) => {
      const result = await resetPassword(context.db, context.config.tokenLifetimeSeconds, id, input.resetToken, input.password)
      return { customer: result.customer ?? null, customerAccessToken: result.token ?? null, customerUserErrors: result.errors, userErrors: withoutCodes(result.errors) }
    }),
    customerActivateByUrl: field<unknown, { activationUrl: string; password: string }>(async (_, args, context) => {
      const result = await activateByUrl(context.db, context.config.tokenLifetimeSeconds, args.activationUrl, args.password)
      return { customer: result.customer ?? null, customerAccessToken: result.token ?? null, customerUserErrors: result.errors }
    }),
  },
}

/** 2025-07 counts a customer's orders (`UnsignedInt64`, a string on the wire). */
export const customerCountResolvers: Resolvers = {
  Customer: {
    numberOfOrders: field<Customer>(async (customer, _, context) => String((await ordersOfCustomer(context.db, customer.id)).length)),
  },
}
