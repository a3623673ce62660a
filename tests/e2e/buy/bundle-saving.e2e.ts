import { describe } from 'vitest'
import { test } from '../support/shop-page.ts'
import { buyStarterSet } from './bundle-saving.ts'

describe('a bundle’s promised saving (Checkout API, 2022-07)', () => {
  test('in de on a phone: the starter set goes into the cart with 10 % off each of its lines, and the hosted checkout charges the same', async ({ openTab, shopUrl }) => {
    const page = await openTab({ viewport: { width: 390, height: 844 } })
    await buyStarterSet(page, shopUrl, 'de', 'de', 'blutdruck-starter-set')
  })
})
