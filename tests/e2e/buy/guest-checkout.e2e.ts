import { describe } from 'vitest'
import { test } from '../support/shop-page.ts'
import { buyAsGuest, type GuestEdition } from './guest-walk.ts'

const EDITIONS: GuestEdition[] = [
  { edition: 'pl', language: 'pl', country: 'PL', currencySign: /zł/ },
  { edition: 'uk', language: 'en', country: 'GB', currencySign: /£/ },
  { edition: 'de', language: 'de', country: 'DE', currencySign: /€/ },
]

describe('buying as a guest', () => {
  test.for(EDITIONS)(
    'in $edition: choose a size, add to cart, change quantity, free shipping switches on at the threshold, continue as guest, place the order on the hosted checkout, and come back to an empty cart',
    async (edition, { page, shopUrl }) => buyAsGuest(page, shopUrl, edition),
  )
})
