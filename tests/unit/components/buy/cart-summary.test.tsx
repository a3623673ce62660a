import { describe, expect, it } from 'vitest'
import { CartSummary } from '../../../../app/components/cart/cart-summary.tsx'
import { cartTotals } from '../../../../app/components/cart/cart-totals.ts'
import { CartLines } from '../../../../app/components/cart/cart-lines.tsx'
import { vatTextKey } from '../../../../app/components/cart/vat-text.ts'
import type { CheckoutLine } from '../../../../domain/types.ts'
import { renderIn, textOf } from './render.tsx'

const line: CheckoutLine = {
  id: 'line-1',
  variantId: 'gid://shopify/ProductVariant/10011',
  productId: '1001',
  title: 'Upper arm blood pressure monitor BM 10',
  quantity: 2,
  price: { amount: 100, currencyCode: 'PLN' },
  imageUrl: null,
  customAttributes: [
    { key: '_title', value: 'Ciśnieniomierz naramienny BM 10' },
    { key: '_url', value: '/pl/p/1001/' },
    { key: '_strikethrough_price', value: '120' },
    { key: '_recycling_price', value: '0.86' },
  ],
}
const rate = { price: 19.99, orderMinPrice: 199, freeShippingProducts: [] }

describe('cart summary', () => {
  it('shows totals in złoty with the Polish VAT text and free shipping once the threshold is reached', () => {
    const text = textOf(renderIn('pl', <CartSummary totals={cartTotals([line], rate, 'PLN')} vatText={vatTextKey('pl')} />))
    expect(text).toContain('200,00 zł')
    expect(text).toContain('0,00 zł')
    expect(text).toContain('23%')
    expect(text).toContain('40,00 zł')
  })

  it('says how much is missing for free shipping in pounds below the threshold', () => {
    const pounds = { ...line, quantity: 1, price: { amount: 20, currencyCode: 'GBP' } }
    const ukRate = { price: 3.95, orderMinPrice: 39, freeShippingProducts: [] }
    const text = textOf(renderIn('uk', <CartSummary totals={cartTotals([pounds], ukRate, 'GBP')} vatText={vatTextKey('gb')} />))
    expect(text).toContain('Only £19.00 more for free delivery')
    expect(text).toContain('£3.95')
    expect(text).toContain('incl. VAT')
  })
})

describe('a cart being moved to another market', () => {
  it('shows a euro cart’s lines and totals in euros on a page of the UK edition, not in pounds', () => {
    const euros = { ...line, price: { amount: 100, currencyCode: 'EUR' } }
    const ukRate = { price: 3.95, orderMinPrice: 39, freeShippingProducts: [] }
    const summary = textOf(renderIn('uk', <CartSummary totals={cartTotals([euros], ukRate, 'GBP')} vatText={vatTextKey('gb')} />))
    expect(summary).toContain('€200.00')
    expect(summary).not.toContain('£')
    const lines = textOf(renderIn('uk', <CartLines lines={[euros]} settling={() => false} onQuantityChange={() => {}} onRemove={() => {}} />))
    expect(lines).toContain('€200.00')
    expect(lines).toContain('€240.00')
    expect(lines).not.toContain('£')
  })
})

describe('cart lines', () => {
  it('says "Your cart is empty" without lines', () => {
    expect(textOf(renderIn('global', <CartLines lines={[]} settling={() => false} onQuantityChange={() => {}} onRemove={() => {}} />))).toBe('Your cart is empty')
  })

  it('says the cart is loading, not empty, while a stored cart loads', () => {
    const text = textOf(renderIn('global', <CartLines lines={[]} loading settling={() => false} onQuantityChange={() => {}} onRemove={() => {}} />))
    expect(text).toBe('Loading…')
    expect(text).not.toContain('Your cart is empty')
  })

  it('shows the title in the page language, line price with strikethrough, recycling fee and named quantity buttons', () => {
    const html = renderIn('global', <CartLines lines={[line]} settling={() => false} onQuantityChange={() => {}} onRemove={() => {}} />)
    const text = textOf(html)
    expect(text).toContain('Upper arm blood pressure monitor BM 10')
    expect(text).not.toContain('Ciśnieniomierz')
    expect(html).toMatch(/<del[^>]*>.*240,00/)
    expect(text).toContain('200,00')
    expect(text).toContain('incl. recycling fee')
    expect(html).toContain('aria-label="Increase quantity of Upper arm blood pressure monitor BM 10"')
    expect(html).toContain('aria-label="Remove Upper arm blood pressure monitor BM 10 from the cart"')
  })

  it('offers no more of a product at its purchase limit per household than the limit, and says why at the increase button', () => {
    const limited = { ...line, quantity: 3, customAttributes: [...line.customAttributes, { key: '_purchase_limit', value: '3' }] }
    const html = renderIn('global', <CartLines lines={[limited]} settling={() => false} onQuantityChange={() => {}} onRemove={() => {}} />)
    expect(textOf(html)).toContain('maximum 3 items per household')
    const note = /<p class="cart-line__limit" id="([^"]+)"/.exec(html)?.[1]
    expect(note).toBeDefined()
    expect(html).toMatch(new RegExp(`aria-label="Increase quantity of [^"]+" aria-disabled="true" aria-describedby="${note}"`))
    const below = textOf(renderIn('global', <CartLines lines={[{ ...limited, quantity: 2 }]} settling={() => false} onQuantityChange={() => {}} onRemove={() => {}} />))
    expect(below).not.toContain('per household')
  })
})
