import type { Database } from '../db/database.ts'
import type { Currency, LanguageCode } from '../stores.ts'
import { isSellable, productsByIds, variantsByIds, type Variant } from './catalogue.ts'
import { bundleSavings } from './bundle-savings.ts'
import { keyOf, numericKeyOf } from './ids.ts'
import { randomToken } from './secrets.ts'
import { userError, type UserError } from './user-errors.ts'

/** Checkouts and their lines, with the rules a real platform applies to them: stock, sale status, limits. */
type CheckoutErrorCode =
  | 'ALREADY_COMPLETED' | 'EMPTY' | 'GREATER_THAN_OR_EQUAL_TO' | 'INVALID' | 'LESS_THAN_OR_EQUAL_TO' | 'LINE_ITEM_NOT_FOUND' | 'NOT_ENOUGH_IN_STOCK' | 'TOO_LONG'
type CheckoutUserError = UserError<CheckoutErrorCode>

export interface Attribute {
  key: string
  value: string | null
}

export interface AddressFields {
  firstName?: string | null
  lastName?: string | null
  company?: string | null
  address1?: string | null
  address2?: string | null
  city?: string | null
  province?: string | null
  country?: string | null
  zip?: string | null
  phone?: string | null
}

export interface Checkout {
  token: string
  storeCode: string
  currency: Currency
  country: string
  language: LanguageCode
  email: string | null
  note: string | null
  customAttributes: Attribute[]
  shippingAddress: AddressFields | null
  /** Buyer identity a cart (2025-07) may carry: a phone and the signed-in customer. */
  phone: string | null
  customerId: number | null
  createdAt: string
  updatedAt: string
  completedAt: string | null
}

export interface CheckoutLine {
  id: number
  checkoutToken: string
  variantId: number
  quantity: number
  customAttributes: Attribute[]
}

export interface LineInput {
  variantId?: string | null
  id?: string | null
  quantity?: number | null
  customAttributes?: Attribute[] | null
}

interface CheckoutRow {
  token: string
  store_code: string
  currency: Currency
  country: string
  language: LanguageCode
  email: string | null
  note: string | null
  custom_attributes: Attribute[]
  shipping_address: AddressFields | null
  phone: string | null
  customer_id: number | null
  created_at: Date
  updated_at: Date
  completed_at: Date | null
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null)

function toCheckout(row: CheckoutRow): Checkout {
  return {
    token: row.token,
    storeCode: row.store_code,
    currency: row.currency,
    country: row.country,
    language: row.language,
    email: row.email,
    note: row.note,
    customAttributes: row.custom_attributes,
    shippingAddress: row.shipping_address,
    phone: row.phone,
    customerId: row.customer_id,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    completedAt: iso(row.completed_at),
  }
}

export async function checkoutByToken(db: Pick<Database, 'query'>, token: string): Promise<Checkout | undefined> {
  const { rows } = await db.query<CheckoutRow>('SELECT * FROM checkouts WHERE token = $1', [token])
  return rows[0] && toCheckout(rows[0])
}

export async function linesOf(db: Pick<Database, 'query'>, token: string): Promise<CheckoutLine[]> {
  const { rows } = await db.query<{ id: number; checkout_token: string; variant_id: number; quantity: number; custom_attributes: Attribute[] }>(
    'SELECT id, checkout_token, variant_id, quantity, custom_attributes FROM checkout_line_items WHERE checkout_token = $1 ORDER BY id',
    [token],
  )
  return rows.map((row) => ({ id: row.id, checkoutToken: row.checkout_token, variantId: row.variant_id, quantity: row.quantity, customAttributes: row.custom_attributes }))
}

export async function lineById(db: Database, id: number): Promise<CheckoutLine | undefined> {
  const { rows } = await db.query<{ checkout_token: string }>('SELECT checkout_token FROM checkout_line_items WHERE id = $1', [id])
  if (!rows[0]) return undefined
  return (await linesOf(db, rows[0].checkout_token)).find((line) => line.id === id)
}

export interface PricedLine {
  line: CheckoutLine
  variant: Variant | undefined
  unitCents: number
  /** Off the line's total: a bundle's saving. */
  discountCents: number
}

/** The lines at the variants' prices in the checkout's currency, with what each saves (bundle-savings.ts). */
export async function pricedLines(db: Database, checkout: Checkout, lines?: CheckoutLine[]): Promise<PricedLine[]> {
  const all = lines ?? (await linesOf(db, checkout.token))
  const variants = await variantsByIds(db, all.map((line) => line.variantId), checkout.currency, checkout.language)
  const priced = all.map((line) => ({ line, variant: variants.get(line.variantId), unitCents: variants.get(line.variantId)?.priceCents ?? 0 }))
  const savings = bundleSavings(priced.map(({ line, variant, unitCents }) => ({ id: line.id, productId: variant?.productId, quantity: line.quantity, unitCents, customAttributes: line.customAttributes })))
  return priced.map((entry) => ({ ...entry, discountCents: savings.get(entry.line.id) ?? 0 }))
}

export const lineTotalCents = ({ unitCents, line, discountCents }: PricedLine) => unitCents * line.quantity - discountCents

/** Sum of the lines at the variants' prices in the checkout's currency, less their savings. */
export async function subtotalCents(db: Database, checkout: Checkout, lines?: CheckoutLine[]): Promise<number> {
  return (await pricedLines(db, checkout, lines)).reduce((sum, priced) => sum + lineTotalCents(priced), 0)
}

export const normaliseAttributes = (attributes: Attribute[] | null | undefined): Attribute[] =>
  (attributes ?? []).map((attribute) => ({ key: attribute.key, value: attribute.value ?? null }))

const sameAttributes = (a: Attribute[], b: Attribute[]) => JSON.stringify(a) === JSON.stringify(b)

/** A line as it will be after a mutation; `inputIndex` points back at the input that shaped it, for error paths. */
export interface PlannedLine {
  id?: number
  variantId: number
  quantity: number
  customAttributes: Attribute[]
  inputIndex?: number
}

/**
 * The catalogue's rules for planned lines, shared by checkouts (2022-07) and carts (2025-07): a line's variant
 * must be for sale in the currency, the quantity of a variant over all lines is bounded by its stock, and the
 * quantity of a product over all lines by its purchase limit per household. Lines of quantity 0 count for nothing.
 */
export interface PlanReview {
  variants: Map<number, Variant>
  /** The line's variant when it can be sold in the currency (online and priced), stock aside. */
  sellable: (line: PlannedLine) => Variant | undefined
  /** Quantity of a variant over all planned lines. */
  wanted: (variantId: number) => number
  /** The purchase limit per household that the line's product exceeds over all planned lines, if it does. */
  exceededLimit: (line: PlannedLine) => number | undefined
}

export async function reviewPlan(db: Database, currency: Currency, language: LanguageCode, plan: PlannedLine[]): Promise<PlanReview> {
  const variants = await variantsByIds(db, plan.map((line) => line.variantId), currency, language)
  const products = await productsByIds(db, [...variants.values()].map((variant) => variant.productId), language)
  const perVariant = new Map<number, number>()
  const perProduct = new Map<number, number>()
  for (const line of plan) {
    if (line.quantity <= 0) continue
    perVariant.set(line.variantId, (perVariant.get(line.variantId) ?? 0) + line.quantity)
    const variant = variants.get(line.variantId)
    if (variant) perProduct.set(variant.productId, (perProduct.get(variant.productId) ?? 0) + line.quantity)
  }
  return {
    variants,
    sellable: (line) => {
      const variant = variants.get(line.variantId)
      return variant && isSellable(variant) ? variant : undefined
    },
    wanted: (variantId) => perVariant.get(variantId) ?? 0,
    exceededLimit: (line) => {
      const variant = variants.get(line.variantId)
      const limit = variant ? products.get(variant.productId)?.purchaseLimit : undefined
      return limit != null && variant && (perProduct.get(variant.productId) ?? 0) > limit ? limit : undefined
    },
  }
}

export const purchaseLimitMessage = (limit: number) => `Maximum ${limit} items per household`

/** Checks planned lines against the catalogue: for sale, in stock, within the household purchase limit. */
async function validatePlan(db: Database, checkout: Checkout, plan: PlannedLine[]): Promise<CheckoutUserError[]> {
  const errors: CheckoutUserError[] = []
  const review = await reviewPlan(db, checkout.currency, checkout.language, plan)
  const reported = new Set<number>()
  for (const line of plan) {
    if (line.inputIndex === undefined || line.quantity <= 0 || reported.has(line.variantId)) continue
    const path = (field: string) => ['lineItems', String(line.inputIndex), field]
    const variant = review.sellable(line)
    if (!variant) {
      errors.push(userError('INVALID', 'Variant is not available for sale', path('variantId')))
      reported.add(line.variantId)
      continue
    }
    if (review.wanted(line.variantId) > variant.stock) {
      const message = variant.stock === 0 ? `${variant.sku} is sold out` : `Only ${variant.stock} items of ${variant.sku} are in stock`
      errors.push(userError('NOT_ENOUGH_IN_STOCK', message, path('quantity')))
      reported.add(line.variantId)
      continue
    }
    const limit = review.exceededLimit(line)
    if (limit !== undefined) {
      errors.push(userError('LESS_THAN_OR_EQUAL_TO', purchaseLimitMessage(limit), path('quantity')))
      reported.add(line.variantId)
    }
  }
  return errors
}

/** A line input read into ids: `index` is its position in the input list. */
export interface ParsedLine {
  index: number
  variantId?: number
  lineId?: number
  quantity?: number
  customAttributes?: Attribute[]
}

function parseInputs(inputs: LineInput[], requireVariant: boolean): { parsed: ParsedLine[]; errors: CheckoutUserError[] } {
  const errors: CheckoutUserError[] = []
  const parsed = inputs.map((input, index) => {
    const variantId = input.variantId ? numericKeyOf(input.variantId, 'ProductVariant') : undefined
    const lineId = input.id ? numericKeyOf(input.id, 'CheckoutLineItem') : undefined
    if (input.variantId && variantId === undefined) errors.push(userError('INVALID', 'Variant is invalid', ['lineItems', String(index), 'variantId']))
    if (requireVariant && !input.variantId) errors.push(userError('INVALID', 'Variant is invalid', ['lineItems', String(index), 'variantId']))
    if (input.quantity != null && input.quantity < 0) {
      errors.push(userError('GREATER_THAN_OR_EQUAL_TO', 'Quantity must be greater than or equal to 0', ['lineItems', String(index), 'quantity']))
    }
    return { index, variantId, lineId, quantity: input.quantity ?? undefined, customAttributes: input.customAttributes ? normaliseAttributes(input.customAttributes) : undefined }
  })
  return { parsed, errors }
}

/**
 * Writes the planned lines over the current ones, keeping the ids of lines that stay. Answers each planned
 * line's id (new lines get theirs here; lines of quantity 0 are dropped and get none), so callers can point at them.
 */
export async function persistPlan(db: Database, token: string, current: CheckoutLine[], plan: PlannedLine[]): Promise<Array<number | undefined>> {
  return db.transaction(async (tx) => {
    const ids: Array<number | undefined> = []
    const kept = new Set(plan.filter((line) => line.id !== undefined && line.quantity > 0).map((line) => line.id))
    for (const line of current) if (!kept.has(line.id)) await tx.query('DELETE FROM checkout_line_items WHERE id = $1', [line.id])
    for (const line of plan) {
      if (line.quantity <= 0) {
        ids.push(undefined)
      } else if (line.id !== undefined) {
        await tx.query('UPDATE checkout_line_items SET variant_id = $2, quantity = $3, custom_attributes = $4 WHERE id = $1', [line.id, line.variantId, line.quantity, JSON.stringify(line.customAttributes)])
        ids.push(line.id)
      } else {
        const { rows } = await tx.query<{ id: number }>(
          'INSERT INTO checkout_line_items (checkout_token, variant_id, quantity, custom_attributes) VALUES ($1, $2, $3, $4) RETURNING id',
          [token, line.variantId, line.quantity, JSON.stringify(line.customAttributes)],
        )
        ids.push(rows[0]!.id)
      }
    }
    await tx.query('UPDATE checkouts SET updated_at = now() WHERE token = $1', [token])
    return ids
  })
}

/** Adds lines; a variant already in the checkout with the same attributes gets its quantity raised. */
export function planAdd(current: CheckoutLine[], parsed: ParsedLine[]): PlannedLine[] {
  const plan: PlannedLine[] = current.map((line) => ({ ...line }))
  for (const input of parsed) {
    if (input.variantId === undefined) continue
    const attributes = input.customAttributes ?? []
    const existing = plan.find((line) => line.variantId === input.variantId && sameAttributes(line.customAttributes, attributes))
    if (existing) {
      existing.quantity += input.quantity ?? 0
      existing.inputIndex = input.index
    } else {
      plan.push({ variantId: input.variantId, quantity: input.quantity ?? 0, customAttributes: attributes, inputIndex: input.index })
    }
  }
  return plan
}

export interface CheckoutResult {
  checkout?: Checkout
  errors: CheckoutUserError[]
}

async function mutable(db: Database, checkoutId: string): Promise<CheckoutResult & { current?: CheckoutLine[] }> {
  const token = checkoutTokenOf(checkoutId)
  const checkout = token ? await checkoutByToken(db, token) : undefined
  if (!checkout) return { errors: [userError('INVALID', 'Checkout does not exist', ['checkoutId'])] }
  if (checkout.completedAt) return { checkout, errors: [userError('ALREADY_COMPLETED', 'Checkout is already completed.', ['checkoutId'])] }
  return { checkout, errors: [], current: await linesOf(db, checkout.token) }
}

/** The token of a checkout id, or of a cart id: a cart (2025-07) is stored as a checkout under the same token. */
export function checkoutTokenOf(checkoutId: string, type: 'Checkout' | 'Cart' = 'Checkout'): string | undefined {
  const token = keyOf(checkoutId, type)
  return token && /^[0-9a-f]{16,64}$/.test(token) ? token : undefined
}

export interface NewCheckout {
  storeCode: string
  currency: Currency
  country: string
  language: LanguageCode
  email?: string | null
  note?: string | null
  customAttributes?: Attribute[] | null
  shippingAddress?: AddressFields | null
  lineItems?: LineInput[] | null
}

/** Stores a new checkout without lines; its timestamps are the database's. */
export async function insertCheckout(db: Database, draft: Checkout): Promise<void> {
  await db.query(
    `INSERT INTO checkouts (token, store_code, currency, country, language, email, note, custom_attributes, shipping_address, phone, customer_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [draft.token, draft.storeCode, draft.currency, draft.country, draft.language, draft.email, draft.note, JSON.stringify(draft.customAttributes),
      draft.shippingAddress ? JSON.stringify(draft.shippingAddress) : null, draft.phone, draft.customerId],
  )
}

export async function createCheckout(db: Database, input: NewCheckout): Promise<CheckoutResult> {
  const { parsed, errors } = parseInputs(input.lineItems ?? [], true)
  if (errors.length) return { errors }
  const token = randomToken(16)
  const draft: Checkout = {
    token, storeCode: input.storeCode, currency: input.currency, country: input.country, language: input.language,
    email: input.email ?? null, note: input.note ?? null, customAttributes: normaliseAttributes(input.customAttributes),
    shippingAddress: input.shippingAddress ?? null, phone: null, customerId: null, createdAt: '', updatedAt: '', completedAt: null,
  }
  const plan = planAdd([], parsed)
  const planErrors = await validatePlan(db, draft, plan)
  if (planErrors.length) return { errors: planErrors }
  await insertCheckout(db, draft)
  await persistPlan(db, token, [], plan)
  return { checkout: await checkoutByToken(db, token), errors: [] }
}

export async function addLines(db: Database, checkoutId: string, inputs: LineInput[]): Promise<CheckoutResult> {
  const state = await mutable(db, checkoutId)
  if (state.errors.length || !state.checkout || !state.current) return state
  const { parsed, errors } = parseInputs(inputs, true)
  if (errors.length) return { checkout: state.checkout, errors }
  const plan = planAdd(state.current, parsed)
  const planErrors = await validatePlan(db, state.checkout, plan)
  if (planErrors.length) return { checkout: state.checkout, errors: planErrors }
  await persistPlan(db, state.checkout.token, state.current, plan)
  return { checkout: await checkoutByToken(db, state.checkout.token), errors: [] }
}

/** Updates lines found by line id (or else by variant); quantity 0 removes the line. */
export async function updateLines(db: Database, checkoutId: string, inputs: LineInput[]): Promise<CheckoutResult> {
  const state = await mutable(db, checkoutId)
  if (state.errors.length || !state.checkout || !state.current) return state
  const { parsed, errors } = parseInputs(inputs, false)
  const plan: PlannedLine[] = state.current.map((line) => ({ ...line }))
  for (const input of parsed) {
    const line = input.lineId !== undefined
      ? plan.find((candidate) => candidate.id === input.lineId)
      : plan.find((candidate) => candidate.variantId === input.variantId)
    if (!line) {
      errors.push(userError('LINE_ITEM_NOT_FOUND', 'Line item was not found in checkout', ['lineItems', String(input.index), input.lineId !== undefined || !input.variantId ? 'id' : 'variantId']))
      continue
    }
    if (input.lineId !== undefined && input.variantId !== undefined) line.variantId = input.variantId
    if (input.quantity !== undefined) line.quantity = input.quantity
    if (input.customAttributes !== undefined) line.customAttributes = input.customAttributes
    line.inputIndex = input.index
  }
  if (errors.length) return { checkout: state.checkout, errors }
  const planErrors = await validatePlan(db, state.checkout, plan)
  if (planErrors.length) return { checkout: state.checkout, errors: planErrors }
  await persistPlan(db, state.checkout.token, state.current, plan)
  return { checkout: await checkoutByToken(db, state.checkout.token), errors: [] }
}

export async function removeLines(db: Database, checkoutId: string, lineItemIds: string[]): Promise<CheckoutResult> {
  const state = await mutable(db, checkoutId)
  if (state.errors.length || !state.checkout || !state.current) return state
  const errors: CheckoutUserError[] = []
  const remove = new Set<number>()
  lineItemIds.forEach((id, index) => {
    const lineId = numericKeyOf(id, 'CheckoutLineItem')
    if (lineId === undefined || !state.current!.some((line) => line.id === lineId)) {
      errors.push(userError('LINE_ITEM_NOT_FOUND', 'Line item was not found in checkout', ['lineItemIds', String(index)]))
    } else remove.add(lineId)
  })
  if (errors.length) return { checkout: state.checkout, errors }
  const plan = state.current.filter((line) => !remove.has(line.id)).map((line) => ({ ...line }))
  await persistPlan(db, state.checkout.token, state.current, plan)
  return { checkout: await checkoutByToken(db, state.checkout.token), errors: [] }
}

export { validatePlan as validateCheckoutLines }
