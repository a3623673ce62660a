import { assign, fromPromise, sendParent, setup } from 'xstate'
import { ADDRESSES_FIRST, countryOfAddress, defaultAddressOf, NEW_ADDRESS, type AddressBook, type AddressFields, type SavedAddress } from '../domain/account.ts'
import type { Result } from '../domain/result.ts'
import type { Message } from '../i18n/message.ts'
import { notLoggedIn, refusedFieldsOf, succeeded, UNREACHABLE } from './account-outcome.ts'
import { addressFieldTooLongOf, addressProblems } from '../domain/account-validation.ts'
import { hasNoErrors, type FieldErrors } from '../domain/form.ts'
import { SOMETHING_WENT_WRONG } from '../domain/validation.ts'

export interface AddressChange {
  /** The address changed, or null for a new one. */
  id: string | null
  address: AddressFields
  makeDefault: boolean
}

/** The store's delivery country: a new address is saved in it, and its postal codes are the ones taken. */
export interface AddressBookInput {
  country: string
}

export interface AddressBookContext extends AddressBookInput {
  book: AddressBook
  /** The address in the form: an id, `new`, or none while the list is shown. */
  editing: string | null
  /** What the shopper typed last: a refused form shows it again. */
  typed: AddressChange | null
  errors: FieldErrors
  refusal: Message | null
}

export type AddressBookEvent =
  | { type: 'address.edit'; id: string }
  | { type: 'address.add' }
  | { type: 'address.cancel' }
  | { type: 'submit'; change: AddressChange }
  | { type: 'retry' }

const defaultOfResult = (result: Result<AddressBook>) => (result.ok ? defaultAddressOf(result.value) : null)

/** The country a change is checked in: a saved address keeps its own (saved in another store, say), a new one is the store's. */
const countryOfChange = (context: AddressBookContext, change: AddressChange) =>
  countryOfAddress(context.book.addresses.find((address) => address.id === change.id), context.country)

/**
 * SPEC §2 Address: up to 5 addresses (SPEC §9) and the default one; each is created or changed with every
 * required field (SPEC §5) and may be made the default; then 'address changes saved' (SPEC §8). A refused form
 * keeps what was typed and says why, by field.
 */
export const addressBookMachine = setup({
  types: { input: {} as AddressBookInput, context: {} as AddressBookContext, events: {} as AddressBookEvent },
  actors: {
    fetchAddressBook: fromPromise<Result<AddressBook>>(async () => {
      throw new Error('provided by the customer service')
    }),
    saveAddress: fromPromise<Result<AddressBook>, AddressChange>(async () => {
      throw new Error('provided by the customer service')
    }),
  },
  guards: {
    succeeded,
    notLoggedIn,
    hasRoomForAnother: ({ context }) => context.book.addresses.length < ADDRESSES_FIRST,
    isOwnAddress: ({ context }, { id }: { id: string }) => context.book.addresses.some((address) => address.id === id),
    isValid: ({ context }, { change }: { change: AddressChange }) => hasNoErrors(addressProblems(change.address, countryOfChange(context, change))),
  },
  actions: {
    takeBook: assign((_, { result }: { result: Result<AddressBook> }) => (result.ok ? { book: result.value, editing: null, typed: null, errors: {}, refusal: null } : {})),
    // The session fills the hosted checkout in with the default address (SPEC §7): it hears of the one shown here.
    announceDefault: sendParent((_, { address }: { address: SavedAddress | null }) => ({ type: 'session.default-address-known', address })),
    openAddress: assign((_, { id }: { id: string }) => ({ editing: id, typed: null, errors: {}, refusal: null })),
    closeForm: assign({ editing: null, typed: null, errors: {}, refusal: null }),
    takeTyped: assign((_, { change }: { change: AddressChange }) => ({ typed: change, errors: {}, refusal: null })),
    explainProblems: assign(({ context }, { change }: { change: AddressChange }) => ({ typed: change, errors: addressProblems(change.address, countryOfChange(context, change)), refusal: null })),
    // A field the platform refused is named at that field, as is one the server's own check refused; any other
    // refusal above the form.
    refuse: assign((_, { result }: { result: Result<AddressBook> }) => {
      const errors = (!result.ok && result.failure.problems) || refusedFieldsOf(result, addressFieldTooLongOf)
      return hasNoErrors(errors) ? { refusal: SOMETHING_WENT_WRONG } : { errors, refusal: null }
    }),
  },
}).createMachine({
  id: 'addressBook',
  context: ({ input }) => ({ country: input.country, book: { addresses: [], defaultAddressId: null }, editing: null, typed: null, errors: {}, refusal: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchAddressBook',
        src: 'fetchAddressBook',
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => ({ result: event.output }) },
            target: 'list',
            actions: [{ type: 'takeBook', params: ({ event }) => ({ result: event.output }) }, { type: 'announceDefault', params: ({ event }) => ({ address: defaultOfResult(event.output) }) }],
          },
          { guard: { type: 'notLoggedIn', params: ({ event }) => ({ result: event.output }) }, target: 'loggedOut' },
          { target: 'failed' },
        ],
        onError: { target: 'failed' },
      },
    },
    failed: { on: { retry: 'loading' } },
    list: {
      on: {
        'address.edit': { guard: { type: 'isOwnAddress', params: ({ event }) => ({ id: event.id }) }, target: 'editing', actions: { type: 'openAddress', params: ({ event }) => ({ id: event.id }) } },
        'address.add': { guard: 'hasRoomForAnother', target: 'editing', actions: { type: 'openAddress', params: { id: NEW_ADDRESS } } },
      },
    },
    editing: {
      on: {
        'address.cancel': { target: 'list', actions: 'closeForm' },
        submit: [
          { guard: { type: 'isValid', params: ({ event }) => ({ change: event.change }) }, target: 'saving', actions: { type: 'takeTyped', params: ({ event }) => ({ change: event.change }) } },
          { actions: { type: 'explainProblems', params: ({ event }) => ({ change: event.change }) } },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: ({ event }) => (event.type === 'submit' ? event.change : { id: null, address: { firstName: '', lastName: '', company: '', address1: '', address2: '', zip: '', city: '' }, makeDefault: false }),
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => ({ result: event.output }) },
            target: 'saved',
            actions: [{ type: 'takeBook', params: ({ event }) => ({ result: event.output }) }, { type: 'announceDefault', params: ({ event }) => ({ address: defaultOfResult(event.output) }) }],
          },
          { guard: { type: 'notLoggedIn', params: ({ event }) => ({ result: event.output }) }, target: 'loggedOut' },
          { target: 'editing', actions: { type: 'refuse', params: ({ event }) => ({ result: event.output }) } },
        ],
        onError: { target: 'editing', actions: { type: 'refuse', params: () => ({ result: UNREACHABLE }) } },
      },
    },
    /** The list again, with 'address changes saved' until the next action. */
    saved: {
      on: {
        'address.edit': { guard: { type: 'isOwnAddress', params: ({ event }) => ({ id: event.id }) }, target: 'editing', actions: { type: 'openAddress', params: ({ event }) => ({ id: event.id }) } },
        'address.add': { guard: 'hasRoomForAnother', target: 'editing', actions: { type: 'openAddress', params: { id: NEW_ADDRESS } } },
      },
    },
    loggedOut: { type: 'final' },
  },
})
