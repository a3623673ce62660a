import { describe, expect, it } from 'vitest'
import { checkoutGatewayFor } from '../../../services/checkout/gateway-for-version.ts'
import type { StorefrontTransport } from '../../../services/storefront/transport.ts'

const DE = { language: 'de', country: 'de' }
const price = { amount: '129.00', currencyCode: 'EUR' }

const answering = (data: Record<string, unknown>): StorefrontTransport => {
  const answer = async () => ({ data })
  return { query: answer, mutate: answer }
}

type Options = Array<{ name: string; value: string }>

const checkoutReply = (...optionSets: Options[]) => ({
  node: {
    __typename: 'Checkout',
    id: 'c1',
    webUrl: 'https://pay.example/c1',
    completedAt: null,
    lineItems: {
      edges: optionSets.map((selectedOptions, index) => ({
        node: { id: `line-${index}`, title: 'Massagepistole MG 180', quantity: 1, customAttributes: [], discountAllocations: [], variant: { id: `variant-${index}`, selectedOptions, priceV2: price, image: null } },
      })),
    },
  },
})

const cartReply = (...optionSets: Options[]) => ({
  cart: {
    id: 'c1',
    checkoutUrl: 'https://pay.example/c1',
    lines: {
      edges: optionSets.map((selectedOptions, index) => ({
        node: {
          id: `line-${index}`,
          quantity: 1,
          attributes: [],
          cost: { amountPerQuantity: price },
          discountAllocations: [],
          merchandise: { __typename: 'ProductVariant', id: `variant-${index}`, title: selectedOptions[0]?.value ?? 'Default Title', selectedOptions, image: null, product: { title: 'Massagepistole MG 180' } },
        },
      })),
    },
  },
})

describe('a cart line names the size and colour its variant was bought in', () => {
  it.each([
    ['2022-07', checkoutReply],
    ['2025-07', cartReply],
  ] as const)('two colours of one product read as two different lines (%s)', async (version, reply) => {
    const gatewayOver = await checkoutGatewayFor(version)
    const read = await gatewayOver(answering(reply([{ name: 'colour', value: 'Schwarz' }], [{ name: 'Color', value: 'Grau' }]))).fetch('c1', DE)
    expect(read.ok && read.value.lines.map((line) => line.colour)).toEqual(['Schwarz', 'Grau'])
  })

  it.each([
    ['2022-07', checkoutReply],
    ['2025-07', cartReply],
  ] as const)('a size and a colour are both read, and a variant without options names neither (%s)', async (version, reply) => {
    const gatewayOver = await checkoutGatewayFor(version)
    const read = await gatewayOver(answering(reply([{ name: 'Size', value: 'M' }, { name: 'Colour', value: 'Blau' }], []))).fetch('c1', DE)
    expect(read.ok && read.value.lines[0]).toMatchObject({ size: 'M', colour: 'Blau' })
    expect(read.ok && read.value.lines[1]).not.toHaveProperty('size')
    expect(read.ok && read.value.lines[1]).not.toHaveProperty('colour')
  })
})
