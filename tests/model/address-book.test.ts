import { expect } from 'vitest'
import type { AddressBook, SavedAddress } from '../../domain/account.ts'
import { ADDRESS_FIELD_MAX_LENGTH } from '../../domain/constants.ts'
import { addressProblems } from '../../domain/account-validation.ts'
import { addressBookMachine } from '../../machines/address-book.machine.ts'
import { NOT_LOGGED_IN, UNREACHABLE } from './support/account-samples.ts'
import { describeModel } from './support/model.ts'

const home: SavedAddress = { id: 'a1', firstName: 'Ada', lastName: 'Lovelace', company: 'Engines Ltd', address1: 'Hauptstraße 1', address2: '', zip: '10115', city: 'Berlin', country: 'DE' }
/** An address the customer saved in the Polish store: it keeps Poland's postal codes in the German one. */
const warsaw: SavedAddress = { ...home, id: 'a2', address1: 'ul. Marszałkowska 1', zip: '00-950', city: 'Warszawa', country: 'PL' }
const withWarsaw: AddressBook = { addresses: [home, warsaw], defaultAddressId: 'a1' }
const one: AddressBook = { addresses: [home], defaultAddressId: 'a1' }
const full: AddressBook = { addresses: ['a1', 'f2', 'f3', 'f4', 'f5'].map((id) => ({ ...home, id })), defaultAddressId: 'a1' }
const { id: _id, country: _country, ...fields } = home
const { id: _warsawId, country: _warsawCountry, ...warsawFields } = warsaw
/** The Polish address changed, its postal code still written as Poland writes them. */
const warsawKept = { id: 'a2', address: { ...warsawFields, city: 'Kraków' }, makeDefault: false }
/** The Polish address given a German postal code: refused with Poland's example. */
const warsawGermanCode = { id: 'a2', address: { ...warsawFields, zip: '10115' }, makeDefault: false }
const valid = { id: null, address: fields, makeDefault: true }
const noCity = { id: 'a1', address: { ...fields, city: ' ' }, makeDefault: false }
const longStreet = { id: null, address: { ...fields, address1: 'S'.repeat(ADDRESS_FIELD_MAX_LENGTH + 1) }, makeDefault: false }
/** A postal code written as Poland writes them, for an address book in Germany. */
const polishCode = { id: null, address: { ...fields, zip: '10-115' }, makeDefault: false }
const STREET_TOO_LONG = { key: 'NAME_TOO_LONG', values: { max: ADDRESS_FIELD_MAX_LENGTH } }
/** The platform refuses a street the shop's rule let through: it is said at the street. */
const STREET_REFUSED = { ok: false, failure: { kind: 'user', message: 'address1 is too long (maximum is 255 characters)', code: 'too-long', field: 'address1' } }
/** The server's own check refuses a postal code the browser let through, with the message its form gives. */
const POSTAL_CODE_FORMAT = { key: 'ADDRESS_POSTAL_CODE_FORMAT', values: { example: '10115' } }
const POSTAL_CODE_REFUSED = { ok: false, failure: { kind: 'user', message: "The address's zip is not valid", code: 'invalid', field: 'zip', problems: { zip: POSTAL_CODE_FORMAT } } }

describeModel({
  name: 'address-book',
  build: (io) =>
    addressBookMachine.provide({
      actors: { fetchAddressBook: io.promise('fetchAddressBook'), saveAddress: io.promise('saveAddress') },
      actions: { announceDefault: io.action('announceDefault') },
    }),
  inputs: { germany: { country: 'DE' } },
  events: (snapshot) => [
    { type: 'retry' },
    { type: 'address.edit', id: 'a1' },
    { type: 'address.edit', id: 'a2' },
    { type: 'address.edit', id: 'elsewhere' },
    { type: 'address.add' },
    { type: 'address.cancel' },
    { type: 'submit', change: valid },
    { type: 'submit', change: noCity },
    { type: 'submit', change: longStreet },
    { type: 'submit', change: polishCode },
    // The form sends the address it edits: the Polish one's changes only while it is open.
    ...(snapshot.context.editing === 'a2' ? [{ type: 'submit', change: warsawKept }, { type: 'submit', change: warsawGermanCode }] : []),
    { type: 'xstate.done.actor.fetchAddressBook', output: { ok: true, value: one } },
    { type: 'xstate.done.actor.fetchAddressBook', output: { ok: true, value: full } },
    { type: 'xstate.done.actor.fetchAddressBook', output: { ok: true, value: withWarsaw } },
    { type: 'xstate.done.actor.fetchAddressBook', output: NOT_LOGGED_IN },
    { type: 'xstate.done.actor.fetchAddressBook', output: UNREACHABLE },
    { type: 'xstate.error.actor.fetchAddressBook', error: { message: 'offline' } },
    { type: 'xstate.done.actor.saveAddress', output: { ok: true, value: one } },
    { type: 'xstate.done.actor.saveAddress', output: NOT_LOGGED_IN },
    { type: 'xstate.done.actor.saveAddress', output: UNREACHABLE },
    { type: 'xstate.done.actor.saveAddress', output: STREET_REFUSED },
    { type: 'xstate.done.actor.saveAddress', output: POSTAL_CODE_REFUSED },
    { type: 'xstate.error.actor.saveAddress', error: { message: 'offline' } },
  ],
  check: ({ snapshot, event, effects }) => {
    // SPEC §5: an empty required field is refused with its own message, and what was typed stays.
    if (event.type === 'submit' && (event as unknown as { change: unknown }).change === noCity) {
      expect(snapshot.context.errors).toEqual({ city: { key: 'ADDRESS_CITY_REQUIRED' } })
      expect(snapshot.context.typed).toEqual(noCity)
    }
    // A postal code not written as the delivery country writes them is refused with one that is, and never sent.
    if (event.type === 'submit' && (event as unknown as { change: unknown }).change === polishCode) {
      expect(snapshot.context.errors).toEqual({ zip: { key: 'ADDRESS_POSTAL_CODE_FORMAT', values: { example: '10115' } } })
      expect(snapshot.context.typed).toEqual(polishCode)
    }
    // An address saved in another country is checked by its own country's postal codes, not the store's.
    if (event.type === 'submit' && (event as unknown as { change: unknown }).change === warsawGermanCode) {
      expect(snapshot.context.errors).toEqual({ zip: { key: 'ADDRESS_POSTAL_CODE_FORMAT', values: { example: '00-950' } } })
      expect(snapshot.context.typed).toEqual(warsawGermanCode)
    }
    if (event.type === 'submit' && (event as unknown as { change: unknown }).change === warsawKept) {
      expect([snapshot.value, snapshot.context.errors]).toEqual(['saving', {}])
    }
    // A street longer than the platform saves is said at the street and never sent; what was typed stays.
    if (event.type === 'submit' && (event as unknown as { change: unknown }).change === longStreet) {
      expect(snapshot.context.errors).toEqual({ address1: STREET_TOO_LONG })
      expect(snapshot.context.typed).toEqual(longStreet)
    }
    // A field the platform refuses is named at that field; any other refusal is 'Something went wrong' above the form.
    const output = (event as unknown as { output?: unknown }).output
    // What was sent (a new address, or the Polish one changed) stays typed while its form is open again.
    const sent = snapshot.context.typed
    if ((event.type === 'xstate.done.actor.saveAddress' || event.type === 'xstate.error.actor.saveAddress') && snapshot.matches('editing')) expect([valid, warsawKept]).toContainEqual(sent)
    if (event.type === 'xstate.done.actor.saveAddress' && output === STREET_REFUSED) {
      expect([snapshot.value, snapshot.context.errors, snapshot.context.refusal, snapshot.context.typed]).toEqual(['editing', { address1: STREET_TOO_LONG }, null, sent])
      // The very message the form gives a street typed too long, not the name limit's equal one.
      expect(snapshot.context.errors.address1).toBe(addressProblems(longStreet.address, 'DE').address1)
    } else if (event.type === 'xstate.done.actor.saveAddress' && output === POSTAL_CODE_REFUSED) {
      // The server's message is said at its field, and what was typed stays.
      expect([snapshot.value, snapshot.context.errors, snapshot.context.refusal, snapshot.context.typed]).toEqual(['editing', { zip: POSTAL_CODE_FORMAT }, null, sent])
    } else if ((event.type === 'xstate.done.actor.saveAddress' || event.type === 'xstate.error.actor.saveAddress') && snapshot.matches('editing')) {
      expect([snapshot.context.errors, snapshot.context.refusal, snapshot.context.typed]).toEqual([{}, { key: 'SOMETHING_WRONG' }, sent])
    }
    for (const effect of effects) {
      if (effect.kind !== 'invoked' || effect.id !== 'saveAddress') continue
      // What is sent is what was typed, and only a change every rule lets through.
      expect(effect.input).toEqual(snapshot.context.typed)
      expect([valid, warsawKept]).toContainEqual(effect.input)
    }
    // SPEC §9: at most 5 addresses; only the customer's own addresses open in the form.
    if (event.type === 'address.add' && snapshot.context.book.addresses.length >= 5) expect(snapshot.context.editing).toBeNull()
    if (snapshot.matches('editing')) expect(['a1', 'a2', 'new']).toContain(snapshot.context.editing)
    if (snapshot.matches('saved')) expect(snapshot.context).toMatchObject({ book: one, editing: null })
    // Every book read or saved tells the session its default address, which fills the hosted checkout in (SPEC §7).
    const announced = effects.filter((effect) => effect.kind === 'action' && effect.name === 'announceDefault')
    const tookBook = (event.type === 'xstate.done.actor.fetchAddressBook' && snapshot.matches('list')) || (event.type === 'xstate.done.actor.saveAddress' && snapshot.matches('saved'))
    expect(announced).toEqual(tookBook ? [{ kind: 'action', name: 'announceDefault', params: { address: home } }] : [])
  },
})
