import { describe, expect, it } from 'vitest'
import type { User } from '../../../../domain/types.ts'
import { checkoutWebUrl } from '../../../../app/components/checkout/buyer-details.ts'

const WEB_URL = 'https://pay.example/checkout/abc?key=k'

describe('checkout web URL (SPEC §7)', () => {
  it('is extended with the SSO customer’s e-mail and default address fields', () => {
    const user: User = {
      id: 'u1',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'L',
      defaultAddress: { firstName: 'Augusta', lastName: 'Lovelace', company: 'Analytical Engines', address1: 'Main Street 5', address2: 'Back House', city: 'Town', zip: '10115' },
    }
    const query = new URL(checkoutWebUrl(WEB_URL, user, 'PL', 'pl')).searchParams
    expect(Object.fromEntries(query)).toEqual({
      key: 'k',
      'checkout[email]': 'ada@example.com',
      'checkout[shipping_address][first_name]': 'Augusta',
      'checkout[shipping_address][last_name]': 'Lovelace',
      'checkout[shipping_address][address1]': 'Main Street 5',
      'checkout[shipping_address][address2]': 'Back House',
      'checkout[shipping_address][city]': 'Town',
      'checkout[shipping_address][company]': 'Analytical Engines',
      'checkout[shipping_address][zip]': '10115',
      'checkout[shipping_address][country]': 'PL',
      locale: 'pl',
    })
  })

  it('leaves out a default address saved in another country than the checkout’s, and carries one in its own', () => {
    const inBritain = { firstName: 'Augusta', lastName: 'Lovelace', company: '', address1: '10 Downing Street', city: 'London', zip: 'SW1A 2AA', country: 'GB' }
    const user: User = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'L', defaultAddress: inBritain }
    const inDutchCheckout = new URL(checkoutWebUrl(WEB_URL, user, 'NL', 'nl')).searchParams
    expect([...inDutchCheckout.keys()]).toEqual(['key', 'checkout[email]', 'checkout[shipping_address][first_name]', 'checkout[shipping_address][last_name]', 'checkout[shipping_address][country]', 'locale'])
    expect(inDutchCheckout.get('checkout[shipping_address][first_name]')).toBe('Ada')
    const inBritishCheckout = new URL(checkoutWebUrl(WEB_URL, user, 'GB', 'en')).searchParams
    expect(inBritishCheckout.get('checkout[shipping_address][zip]')).toBe('SW1A 2AA')
  })

  it('carries only the e-mail, name and country of a customer whose default address is not known', () => {
    const query = new URL(checkoutWebUrl(WEB_URL, { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'L' }, 'PL', 'pl')).searchParams
    expect([...query.keys()]).toEqual(['key', 'checkout[email]', 'checkout[shipping_address][first_name]', 'checkout[shipping_address][last_name]', 'checkout[shipping_address][country]', 'locale'])
  })
})
