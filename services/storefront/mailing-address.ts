import { nullable, string, type, type Infer } from 'superstruct'
import type { SavedAddress } from '../../domain/account.ts'

/** The fields of a `MailingAddress` the shop reads: those of SPEC §3 Address, with the names, and its country. */
export const MAILING_ADDRESS_FIELDS = 'id firstName lastName company address1 address2 zip city countryCodeV2'

export const MailingAddressShape = type({
  id: string(),
  firstName: nullable(string()),
  lastName: nullable(string()),
  company: nullable(string()),
  address1: nullable(string()),
  address2: nullable(string()),
  zip: nullable(string()),
  city: nullable(string()),
  countryCodeV2: nullable(string()),
})

/** A platform's address as the shop keeps it: a field the platform leaves empty is an empty text. */
export const addressOf = (address: Infer<typeof MailingAddressShape>): SavedAddress => ({
  id: address.id,
  firstName: address.firstName ?? '',
  lastName: address.lastName ?? '',
  company: address.company ?? '',
  address1: address.address1 ?? '',
  address2: address.address2 ?? '',
  zip: address.zip ?? '',
  city: address.city ?? '',
  country: address.countryCodeV2,
})
