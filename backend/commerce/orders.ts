import type { Database } from '../db/database.ts'
import type { Currency, LanguageCode } from '../stores.ts'
import { productsByIds } from './catalogue.ts'
import { checkoutByToken, lineTotalCents, linesOf, pricedLines, validateCheckoutLines, type AddressFields, type Attribute } from './checkouts.ts'
import { customerByEmail, customerById } from './customers.ts'
import { formatCents, toCents } from './money.ts'
import { shippingCentsOf, shippingRuleOf } from './shipping.ts'

/** Orders: placed from a checkout on the hosted checkout page, fulfilled later by the shop owner. */
export interface Order {
  id: number
  orderNumber: number
  name: string
  checkoutToken: string
  customerId: number | null
  storeCode: string
  email: string
  phone: string | null
  currency: Currency
  language: LanguageCode
  subtotalCents: number
  shippingCents: number
  totalCents: number
  financialStatus: string
  cancelReason: string | null
  canceledAt: string | null
  shippingAddress: AddressFields
  processedAt: string
}

export interface OrderLine {
  id: number
  orderId: number
  variantId: number | null
  title: string
  quantity: number
  unitPriceCents: number
  /** A bundle's saving off the line's total. */
  discountCents: number
  customAttributes: Attribute[]
}

export interface Fulfillment {
  trackingCompany: string | null
  trackingNumber: string | null
  trackingUrl: string | null
  createdAt: string
}

interface OrderRow {
  id: number
  order_number: number
  checkout_token: string
  customer_id: number | null
  store_code: string
  email: string
  phone: string | null
  currency: Currency
  language: LanguageCode
  subtotal: string
  shipping: string
  total: string
  financial_status: string
  cancel_reason: string | null
  canceled_at: Date | null
  shipping_address: AddressFields
  processed_at: Date
}

function toOrder(row: OrderRow): Order {
  return {
    id: row.id, orderNumber: row.order_number, name: `#${row.order_number}`, checkoutToken: row.checkout_token, customerId: row.customer_id,
    storeCode: row.store_code, email: row.email, phone: row.phone, currency: row.currency, language: row.language,
    subtotalCents: toCents(row.subtotal), shippingCents: toCents(row.shipping), totalCents: toCents(row.total),
    financialStatus: row.financial_status, cancelReason: row.cancel_reason, canceledAt: row.canceled_at ? new Date(row.canceled_at).toISOString() : null,
    shippingAddress: row.shipping_address, processedAt: new Date(row.processed_at).toISOString(),
  }
}

type Queryable = Pick<Database, 'query'>

async function orderById(db: Queryable, id: number): Promise<Order | undefined> {
  const { rows } = await db.query<OrderRow>('SELECT * FROM orders WHERE id = $1', [id])
  return rows[0] && toOrder(rows[0])
}

async function orderByNumber(db: Queryable, orderNumber: number): Promise<Order | undefined> {
  const { rows } = await db.query<OrderRow>('SELECT * FROM orders WHERE order_number = $1', [orderNumber])
  return rows[0] && toOrder(rows[0])
}

export async function orderOfCheckout(db: Queryable, token: string): Promise<Order | undefined> {
  const { rows } = await db.query<OrderRow>('SELECT * FROM orders WHERE checkout_token = $1', [token])
  return rows[0] && toOrder(rows[0])
}

export async function ordersOfCustomer(db: Queryable, customerId: number): Promise<Order[]> {
  const { rows } = await db.query<OrderRow>('SELECT * FROM orders WHERE customer_id = $1 ORDER BY id', [customerId])
  return rows.map(toOrder)
}

export async function orderLines(db: Queryable, orderId: number): Promise<OrderLine[]> {
  const { rows } = await db.query<{ id: number; order_id: number; variant_id: number | null; title: string; quantity: number; unit_price: string; discount: string; custom_attributes: Attribute[] }>(
    'SELECT id, order_id, variant_id, title, quantity, unit_price::text AS unit_price, discount::text AS discount, custom_attributes FROM order_line_items WHERE order_id = $1 ORDER BY id',
    [orderId],
  )
  return rows.map((row) => ({ id: row.id, orderId: row.order_id, variantId: row.variant_id, title: row.title, quantity: row.quantity, unitPriceCents: toCents(row.unit_price), discountCents: toCents(row.discount), customAttributes: row.custom_attributes }))
}

export async function fulfillmentsOf(db: Queryable, orderId: number): Promise<Fulfillment[]> {
  const { rows } = await db.query<{ tracking_company: string | null; tracking_number: string | null; tracking_url: string | null; created_at: Date }>(
    'SELECT tracking_company, tracking_number, tracking_url, created_at FROM fulfillments WHERE order_id = $1 ORDER BY id',
    [orderId],
  )
  return rows.map((row) => ({ trackingCompany: row.tracking_company, trackingNumber: row.tracking_number, trackingUrl: row.tracking_url, createdAt: new Date(row.created_at).toISOString() }))
}

export interface Buyer {
  email: string
  phone?: string | null
  shippingAddress: AddressFields
}

export type PlaceOrderFailure = 'NOT_FOUND' | 'ALREADY_COMPLETED' | 'EMPTY' | 'NOT_AVAILABLE'

class StockChangedError extends Error {}

/**
 * Completes a checkout: checks the lines once more, takes the stock, writes the order (attached to the customer
 * with the buyer's e-mail) and marks the checkout completed, all in one transaction. Payment is simulated.
 */
export async function placeOrder(db: Database, token: string, buyer: Buyer): Promise<{ order?: Order; failure?: PlaceOrderFailure; message?: string }> {
  const checkout = await checkoutByToken(db, token)
  if (!checkout) return { failure: 'NOT_FOUND' }
  if (checkout.completedAt) return { failure: 'ALREADY_COMPLETED', order: await orderOfCheckout(db, token) }
  const lines = await linesOf(db, token)
  if (lines.length === 0) return { failure: 'EMPTY' }
  const problems = await validateCheckoutLines(db, checkout, lines.map((line, index) => ({ ...line, inputIndex: index })))
  if (problems.length) return { failure: 'NOT_AVAILABLE', message: problems.map((problem) => problem.message).join('; ') }

  const priced = await pricedLines(db, checkout, lines)
  const variants = new Map(priced.flatMap(({ line, variant }) => (variant ? [[line.variantId, variant] as const] : [])))
  const products = await productsByIds(db, [...variants.values()].map((variant) => variant.productId), checkout.language)
  const subtotal = priced.reduce((sum, entry) => sum + lineTotalCents(entry), 0)
  const shipping = shippingCentsOf(await shippingRuleOf(db, checkout.storeCode), subtotal, [...variants.values()].map((variant) => variant.productId))
  // A cart tied to a signed-in customer orders for that customer; otherwise the e-mail finds the account.
  const customer = (checkout.customerId ? await customerById(db, checkout.customerId) : undefined) ?? (await customerByEmail(db, buyer.email))
  try {
    const orderId = await db.transaction(async (tx) => {
      for (const line of lines) {
        // The guard keeps stock from going negative if another order took it since the check above.
        const taken = await tx.query('UPDATE product_variants SET stock = stock - $2 WHERE id = $1 AND stock >= $2', [line.variantId, line.quantity])
        if (taken.affectedRows !== 1) throw new StockChangedError()
      }
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO orders (checkout_token, customer_id, store_code, email, phone, currency, language, subtotal, shipping, total, shipping_address)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [token, customer?.id ?? null, checkout.storeCode, buyer.email.trim(), buyer.phone || null, checkout.currency, checkout.language,
          formatCents(subtotal), formatCents(shipping), formatCents(subtotal + shipping), JSON.stringify(buyer.shippingAddress)],
      )
      const id = rows[0]!.id
      for (const { line, discountCents } of priced) {
        const variant = variants.get(line.variantId)!
        const title = products.get(variant.productId)?.title ?? variant.title
        await tx.query(
          'INSERT INTO order_line_items (order_id, variant_id, title, quantity, unit_price, discount, custom_attributes) VALUES ($1, $2, $3, $4, $5, $6, $7)',
          [id, line.variantId, title, line.quantity, formatCents(variant.priceCents ?? 0), formatCents(discountCents), JSON.stringify(line.customAttributes)],
        )
      }
      await tx.query('UPDATE checkouts SET completed_at = now(), updated_at = now(), email = $2, shipping_address = $3 WHERE token = $1', [token, buyer.email.trim(), JSON.stringify(buyer.shippingAddress)])
      return id
    })
    return { order: await orderById(db, orderId) }
  } catch (error) {
    if (error instanceof StockChangedError) return { failure: 'NOT_AVAILABLE', message: 'Not enough in stock' }
    throw error
  }
}

export interface Tracking {
  trackingCompany: string
  number: string
  url?: string
}

/** Records a shipment: the order then shows as fulfilled, with its tracking. */
export async function fulfilOrder(db: Database, orderNumber: number, tracking: Tracking): Promise<Order | undefined> {
  const order = await orderByNumber(db, orderNumber)
  if (!order) return undefined
  await db.query('INSERT INTO fulfillments (order_id, tracking_company, tracking_number, tracking_url) VALUES ($1, $2, $3, $4)', [order.id, tracking.trackingCompany, tracking.number, tracking.url ?? null])
  return order
}
