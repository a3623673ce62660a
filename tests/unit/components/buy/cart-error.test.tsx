import { describe, expect, it } from 'vitest'
import { CartError } from '../../../../app/components/cart/cart-error.tsx'
import { renderIn, textOf } from './render.tsx'

const shown = (code: Parameters<typeof CartError>[0]['error']) => textOf(renderIn('de', <CartError error={code} onDismiss={() => {}} />))

describe('cart error', () => {
  it('tells a refused change was rolled back, and a change the platform took in part that the cart holds what is available', () => {
    expect(shown({ code: 'out-of-stock', message: 'Not enough' })).toContain('Ihr Warenkorb wurde wiederhergestellt')
    const partly = shown({ code: 'less-in-stock', message: 'Only 3 items are in stock' })
    expect(partly).toContain('Es sind weniger Artikel auf Lager als gewünscht')
    expect(partly).not.toContain('wiederhergestellt')
  })

  it('says it in the shopper\'s language, never in the platform\'s words', () => {
    expect(shown({ code: 'less-in-stock', message: 'Only 3 items are in stock' })).not.toContain('Only 3 items')
  })
})
