import { createServerFn } from '@tanstack/react-start'
import { boolean, nullable, object, string } from 'superstruct'
import { appConfig, type StoreCode } from '../../app.config.ts'
import { ADDRESS_FIELD_NAMES, countryOfAddress, type AddressBook, type AddressFields, type Order, type PersonalData, type SavedAddress } from '../../domain/account.ts'
import { addressProblems } from '../../domain/account-validation.ts'
import type { Result } from '../../domain/result.ts'
import { customerOrdersService } from '../../services/customer-orders.ts'
import { customerProfileService, type Profile } from '../../services/customer-profile.ts'
import { storefrontTransport } from '../../services/storefront/transport.ts'
import { keepToken, requestToken } from './access-token-cookie.ts'
import { storeOf } from './store-customers.ts'
import { storefrontAccessOf } from './storefront-access.ts'
import { storePlaceOf } from './store-place.ts'

/**
 * The customer area's calls (SPEC §7), run on the server with the access token from its httpOnly cookie: the
 * browser never holds it. Without a token every call answers `missing`, which the account pages read as "log in".
 */
const NOT_LOGGED_IN = { ok: false as const, failure: { kind: 'missing' as const, message: 'customer is not defined' } }

function withToken<T>(store: unknown, call: (services: ReturnType<typeof servicesOf>, token: string) => Promise<Result<T>>): Promise<Result<T>> {
  const token = requestToken()
  return token ? call(servicesOf(storeOf(store)), token) : Promise.resolve(NOT_LOGGED_IN)
}

function servicesOf(store: StoreCode) {
  const config = appConfig()
  const access = storefrontAccessOf(config, store)
  const transport = storefrontTransport(access)
  return { orders: customerOrdersService(transport, access.apiVersion), profile: customerProfileService(transport), country: storePlaceOf(store).country }
}

const StoreInput = object({ store: string() })

export const fetchOrders = createServerFn({ method: 'GET' })
  .validator((input: { store: string }) => StoreInput.create(input))
  .handler(({ data }): Promise<Result<Order[]>> => withToken(data.store, (services, token) => services.orders.fetchOrders(token)))

export const fetchProfile = createServerFn({ method: 'GET' })
  .validator((input: { store: string }) => StoreInput.create(input))
  .handler(({ data }): Promise<Result<Profile>> => withToken(data.store, (services, token) => services.profile.fetchProfile(token)))

const PersonalDataInput = object({ store: string(), firstName: string(), lastName: string(), email: string(), phone: string() })

/** Saves the personal data; a new token the platform hands back (after a changed e-mail) replaces the old one. */
export const savePersonalData = createServerFn({ method: 'POST' })
  .validator((input: { store: string } & PersonalData) => PersonalDataInput.create(input))
  .handler(({ data }): Promise<Result<PersonalData>> =>
    withToken(data.store, async (services, token) => {
      const { store: _store, ...personal } = data
      const result = await services.profile.savePersonalData(token, personal)
      if (!result.ok) return result
      if (result.value.token) keepToken(result.value.token)
      return { ok: true, value: result.value.personalData }
    }),
  )

const PasswordInput = object({ store: string(), password: string() })

/** SPEC §7 customerUpdate with the password: the session goes on with the token the platform returns. */
export const changePassword = createServerFn({ method: 'POST' })
  .validator((input: { store: string; password: string }) => PasswordInput.create(input))
  .handler(({ data }): Promise<Result<{ expiresAt: string }>> =>
    withToken(data.store, async (services, token) => {
      const result = await services.profile.changePassword(token, data.password)
      if (!result.ok) return result
      keepToken(result.value)
      return { ok: true, value: { expiresAt: result.value.expiresAt } }
    }),
  )

const AddressInput = object({
  store: string(),
  id: nullable(string()),
  makeDefault: boolean(),
  address: object({ firstName: string(), lastName: string(), company: string(), address1: string(), address2: string(), zip: string(), city: string() }),
})

const sameFields = (saved: AddressFields, typed: AddressFields) => ADDRESS_FIELD_NAMES.every((name) => saved[name] === typed[name])

/**
 * Where an address is saved, read from the address book as the platform has it. A new one goes into the store's
 * delivery country, unless the book already holds it field for field (a retry after its default could not be
 * set, or a second click): then it is that one, not a copy, as the book holds five at most and has no removal. One
 * already saved keeps its own country (an address saved in another store is not moved to this one's by a change),
 * and one the platform names no country for takes the store's. A change to an address that is not the
 * customer's is refused here: the platform would refuse it anyway.
 */
async function placeToSave(services: ReturnType<typeof servicesOf>, token: string, id: string | null, typed: AddressFields): Promise<Result<{ country: string; saved: SavedAddress | null }>> {
  const profile = await services.profile.fetchProfile(token)
  if (!profile.ok) return profile
  const { addresses } = profile.value.addressBook
  if (id === null) {
    const saved = addresses.find((address) => countryOfAddress(address, services.country) === services.country && sameFields(address, typed)) ?? null
    return { ok: true, value: { country: services.country, saved } }
  }
  const saved = addresses.find((address) => address.id === id)
  if (!saved) return { ok: false, failure: { kind: 'user', message: "The address is not one of the customer's" } }
  return { ok: true, value: { country: countryOfAddress(saved, services.country), saved: null } }
}

/**
 * Creates or updates an address, makes it the default when asked, and answers with the address book as it is now.
 * An address the form's own rules refuse (a postal code its country does not write so) is refused here too, with
 * the form's messages for each field, before anything is saved: the browser's check is the shopper's help, this
 * one the shop's.
 */
export const saveAddress = createServerFn({ method: 'POST' })
  .validator((input: { store: string; id: string | null; makeDefault: boolean; address: AddressFields }) => AddressInput.create(input))
  .handler(({ data }): Promise<Result<AddressBook>> =>
    withToken(data.store, async (services, token) => {
      const place = await placeToSave(services, token, data.id, data.address)
      if (!place.ok) return place
      const { country, saved: alreadySaved } = place.value
      const problems = addressProblems(data.address, country)
      const [field] = Object.keys(problems)
      if (field) return { ok: false, failure: { kind: 'user', message: `The address's ${field} is not valid`, code: 'invalid', field, problems } }
      const address: AddressFields & { country: string } = { ...data.address, country }
      const saved: Result<SavedAddress> = alreadySaved ? { ok: true, value: alreadySaved } : await services.profile.saveAddress(token, address, data.id)
      if (!saved.ok) return saved
      if (data.makeDefault) {
        const made = await services.profile.makeDefaultAddress(token, saved.value.id)
        if (!made.ok) return made
      }
      const profile = await services.profile.fetchProfile(token)
      return profile.ok ? { ok: true, value: profile.value.addressBook } : profile
    }),
  )
