import { expect } from 'vitest'
import type { AddressBook, SavedAddress } from '../../domain/account.ts'
import { addressBookMachine } from '../../machines/address-book.machine.ts'
import { NOT_LOGGED_IN, UNREACHABLE } from './support/account-samples.ts'
import { describeModel } from './support/model.ts'

const home: SavedAddress = { id: 'a1', firstName: 'Ada', lastName: 'Lovelace', company: 'Engines Ltd', address1: 'Hauptstraße 1', address2: '', zip: '10115', city: 'Berlin' }
const one: AddressBook = { addresses: [home], defaultAddressId: 'a1' }
const full: AddressBook = { addresses: ['a1', 'a2', 'a3', 'a4', 'a5'].map((id) => ({ ...home, id })), defaultAddressId: 'a1' }
const { id: _id, ...fields } = home
const valid = { id: null, address: fields, makeDefault: true }
const noCity = { id: 'a1', address: { ...fields, city: ' ' }, makeDefault: false }

describeModel({
  name: 'address-book',
  build: (io) => addressBookMachine.provide({ actors: { fetchAddressBook: io.promise('fetchAddressBook'), saveAddress: io.promise('saveAddress') } }),
  events: () => [
    { type: 'retry' },
    { type: 'address.edit', id: 'a1' },
    { type: 'address.edit', id: 'elsewhere' },
    { type: 'address.add' },
    { type: 'address.cancel' },
    { type: 'submit', change: valid },
    { type: 'submit', change: noCity },
    { type: 'xstate.done.actor.fetchAddressBook', output: { ok: true, value: one } },
    { type: 'xstate.done.actor.fetchAddressBook', output: { ok: true, value: full } },
    { type: 'xstate.done.actor.fetchAddressBook', output: NOT_LOGGED_IN },
    { type: 'xstate.done.actor.fetchAddressBook', output: UNREACHABLE },
    { type: 'xstate.error.actor.fetchAddressBook', error: { message: 'offline' } },
    { type: 'xstate.done.actor.saveAddress', output: { ok: true, value: one } },
    { type: 'xstate.done.actor.saveAddress', output: NOT_LOGGED_IN },
    { type: 'xstate.done.actor.saveAddress', output: UNREACHABLE },
    { type: 'xstate.error.actor.saveAddress', error: { message: 'offline' } },
  ],
  check: ({ snapshot, event, effects }) => {
    // SPEC §5: an empty required field is refused with its own message, and what was typed stays.
    if (event.type === 'submit' && (event as unknown as { change: unknown }).change === noCity) {
      expect(snapshot.context.errors).toEqual({ city: { key: 'ADDRESS_CITY_REQUIRED' } })
      expect(snapshot.context.typed).toEqual(noCity)
    }
    for (const effect of effects) if (effect.kind === 'invoked' && effect.id === 'saveAddress') expect(effect.input).toEqual(valid)
    // SPEC §9: at most 5 addresses; only the customer's own addresses open in the form.
    if (event.type === 'address.add' && snapshot.context.book.addresses.length >= 5) expect(snapshot.context.editing).toBeNull()
    if (snapshot.matches('editing')) expect(['a1', 'new']).toContain(snapshot.context.editing)
    if (snapshot.matches('saved')) expect(snapshot.context).toMatchObject({ book: one, editing: null })
  },
})
