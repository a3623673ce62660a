import { describe, expect, it } from 'vitest'
import { customerOrdersService } from '../../../services/customer-orders.ts'
import type { StorefrontTransport } from '../../../services/storefront/transport.ts'

const money = (amount: string) => ({ amount, currencyCode: 'EUR' })

const lineBoughtIn = (title: string, selectedOptions: Array<{ name: string; value: string }>) => ({
  title,
  quantity: 1,
  discountedTotalPrice: money('19.90'),
  customAttributes: [],
  variant: { id: `variant-${title}`, sku: `${title}-1`, selectedOptions, image: null, unitPrice: money('19.90') },
})

const orderWith = (lines: unknown[], trackingUrls: Array<string | null>) => ({
  id: 'order-1',
  name: '#1001',
  orderNumber: 1001,
  processedAt: '2026-11-01T10:00:00Z',
  cancelReason: null,
  fulfillmentStatus: 'FULFILLED',
  subtotal: money('39.80'),
  shipping: money('0.00'),
  tax: money('6.35'),
  total: money('39.80'),
  shippingAddress: null,
  successfulFulfillments: [{ trackingCompany: 'DHL', trackingInfo: trackingUrls.map((url, index) => ({ number: `0034${index}`, url })) }],
  lineItems: { nodes: lines },
})

const answering = (order: unknown): StorefrontTransport => {
  const answer = async () => ({ data: { customer: { id: 'customer-1', orders: { nodes: [order] } } } })
  return { query: answer, mutate: answer }
}

const ordersOf = async (order: unknown) => {
  const read = await customerOrdersService(answering(order), '2025-07').fetchOrders('token')
  if (!read.ok) throw new Error(read.failure.message)
  return read.value
}

describe('an order line names the colour and the size its variant was bought in (SPEC §3 order line: colour)', () => {
  it('reads them by the option’s name, so a size never shows as a colour, and a variant without options names neither', async () => {
    const [order] = await ordersOf(
      orderWith([lineBoughtIn('Cuff CF 1', [{ name: 'Size', value: 'M (22–36 cm)' }]), lineBoughtIn('Massage gun MG 180', [{ name: 'Color', value: 'Grey' }]), lineBoughtIn('BM 71', [])], []),
    )
    expect(order!.lines.map(({ colour, size }) => ({ colour, size }))).toEqual([
      { colour: null, size: 'M (22–36 cm)' },
      { colour: 'Grey', size: null },
      { colour: null, size: null },
    ])
  })
})

describe('an order’s tracking', () => {
  it('links only to a carrier’s http(s) page; another address keeps its tracking number without a link', async () => {
    const [order] = await ordersOf(orderWith([], ['https://tracking.example/0034', 'javascript:alert(1)', 'data:text/html,x', ' http://carrier.example/t?n=1 ', null]))
    expect(order!.tracking.map((tracking) => tracking.url)).toEqual(['https://tracking.example/0034', null, null, 'http://carrier.example/t?n=1', null])
    expect(order!.tracking.map((tracking) => tracking.number)).toEqual(['00340', '00341', '00342', '00343', '00344'])
  })
})
