import type { AddressFields } from '../checkouts.ts'
import type { Resolvers } from './types.ts'
import { field } from './types.ts'

/** A mailing address as the API shows it, with the global id it was given by its owner (customer, order, checkout). */
export interface MailingAddressSource extends AddressFields {
  gid: string
}

const COUNTRY_NAMES: Record<string, string> = {
  AT: 'Austria', BE: 'Belgium', CH: 'Switzerland', DE: 'Germany', ES: 'Spain', FR: 'France', GB: 'United Kingdom', ID: 'Indonesia',
  IT: 'Italy', LU: 'Luxembourg', NL: 'Netherlands', PL: 'Poland', US: 'United States',
}
const CODES_BY_NAME: Record<string, string> = {
  ...Object.fromEntries(Object.entries(COUNTRY_NAMES).map(([code, name]) => [name.toLowerCase(), code])),
  deutschland: 'DE', österreich: 'AT', frankreich: 'FR', italia: 'IT', italie: 'IT', nederland: 'NL', polska: 'PL', 'great britain': 'GB', españa: 'ES',
}

/** Addresses arrive with a country name or code; the API answers both. */
function countryCodeOf(country: string | null | undefined): string | null {
  if (!country) return null
  const trimmed = country.trim()
  if (/^[A-Za-z]{2}$/.test(trimmed)) return trimmed.toUpperCase()
  return CODES_BY_NAME[trimmed.toLowerCase()] ?? null
}

/** Whether an address's country is one the platform ships to, by code or by name (`EN`, a language, is none). */
export function isKnownCountry(country: string): boolean {
  const code = countryCodeOf(country)
  return code !== null && code in COUNTRY_NAMES
}

function countryNameOf(country: string | null | undefined): string | null {
  if (!country) return null
  const code = countryCodeOf(country)
  return (code && COUNTRY_NAMES[code]) ?? country
}

const fullName = (address: AddressFields) => [address.firstName, address.lastName].filter(Boolean).join(' ') || null

export const mailingAddressResolvers: Resolvers = {
  MailingAddress: {
    id: field<MailingAddressSource>((address) => address.gid),
    country: field<MailingAddressSource>((address) => countryNameOf(address.country)),
    countryCode: field<MailingAddressSource>((address) => countryCodeOf(address.country)),
    countryCodeV2: field<MailingAddressSource>((address) => countryCodeOf(address.country)),
    name: field<MailingAddressSource>((address) => fullName(address)),
    provinceCode: field<MailingAddressSource>(() => null),
    formattedArea: field<MailingAddressSource>((address) => [address.city, address.province, countryNameOf(address.country)].filter(Boolean).join(', ') || null),
    formatted: field<MailingAddressSource, { withCompany: boolean; withName: boolean }>((address, { withCompany, withName }) =>
      [
        withName ? fullName(address) : null,
        withCompany ? address.company : null,
        address.address1,
        address.address2,
        [address.zip, address.city].filter(Boolean).join(' ') || null,
        address.province,
        countryNameOf(address.country),
      ].filter((line): line is string => Boolean(line)),
    ),
  },
}
