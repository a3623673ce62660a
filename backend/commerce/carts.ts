import type { Database } from '../db/database.ts'
import type { Currency, LanguageCode } from '../stores.ts'
import { countryProblem, readBuyerIdentity, saveBuyerIdentity, type CartBuyerIdentityInput } from './cart-buyer-identity.ts'
import {
  checkoutByToken, checkoutTokenOf, insertCheckout, linesOf, normaliseAttributes, persistPlan, planAdd, purchaseLimitMessage, reviewPlan,
  type Attribute, type Checkout, type CheckoutLine, type ParsedLine, type PlannedLine,
} from './checkouts.ts'
import { encodeId, numericKeyOf } from './ids.ts'
import { currencyForCountry } from './money.ts'
import { randomToken } from './secrets.ts'
import { userError, type UserError } from './user-errors.ts'

/**
 * Carts (Storefront API 2025-07). A cart is stored as a checkout under the same token, so the hosted checkout
 * page completes it and the order comes out as for a checkout; a completed one is no cart any more. The
 * catalogue rules are the checkouts' (`reviewPlan`); what differs is the reporting: since 2024-10 the platform
 * treats stock as a warning, not an error — a line gets what is available and the mutation applies the rest.
 */
export type Cart = Checkout
type CartErrorCode = 'INVALID' | 'INVALID_MERCHANDISE_LINE' | 'MAXIMUM_EXCEEDED'
type CartUserError = UserError<CartErrorCode>
type CartWarningCode = 'MERCHANDISE_NOT_ENOUGH_STOCK' | 'MERCHANDISE_OUT_OF_STOCK'

interface CartWarning {
  code: CartWarningCode
  message: string
  /** Global id of the cart line, or of the merchandise when it got no line. */
  target: string
}

export interface CartResult {
  cart?: Cart
  errors: CartUserError[]
  warnings: CartWarning[]
}

export interface CartLineInput {
  merchandiseId: string
  quantity?: number | null
  attributes?: Attribute[] | null
}

export interface CartLineUpdateInput {
  id: string
  merchandiseId?: string | null
  quantity?: number | null
  attributes?: Attribute[] | null
}

export interface CartInput {
  lines?: CartLineInput[] | null
  attributes?: Attribute[] | null
  buyerIdentity?: CartBuyerIdentityInput | null
  note?: string | null
}

/** Where a new cart is created: the store of the access key and the call's `@inContext`. */
export interface CartOrigin {
  storeCode: string
  country: string
  currency: Currency
  language: LanguageCode
}

const gid = (type: string, key: string | number) => `gid://shopify/${type}/${key}`
const noCart = (): CartResult => ({ errors: [userError('INVALID', 'The specified cart does not exist.', ['cartId'])], warnings: [] })
const negativeQuantity = (index: number) => userError('INVALID', 'The quantity must be greater than or equal to 0.', ['lines', String(index), 'quantity'])
const unknownMerchandise = (index: number, id: string) => userError('INVALID', `The merchandise with id ${id} does not exist.`, ['lines', String(index), 'merchandiseId'])
const unknownLine = (field: string[], id: string) => userError('INVALID_MERCHANDISE_LINE', `The merchandise line with id ${id} does not exist.`, field)

export async function cartByToken(db: Pick<Database, 'query'>, token: string): Promise<Cart | undefined> {
  const checkout = await checkoutByToken(db, token)
  return checkout && !checkout.completedAt ? checkout : undefined
}

/** The cart of an id, unless it is unknown or its checkout was completed: the platform then answers no cart. */
export async function cartById(db: Pick<Database, 'query'>, cartId: string): Promise<Cart | undefined> {
  const token = checkoutTokenOf(cartId, 'Cart')
  return token ? cartByToken(db, token) : undefined
}

function parseAdds(inputs: CartLineInput[]): { parsed: ParsedLine[]; errors: CartUserError[] } {
  const errors: CartUserError[] = []
  const parsed = inputs.map((input, index): ParsedLine => {
    const variantId = numericKeyOf(input.merchandiseId, 'ProductVariant')
    if (variantId === undefined) errors.push(unknownMerchandise(index, input.merchandiseId))
    const quantity = input.quantity ?? 1
    if (quantity < 0) errors.push(negativeQuantity(index))
    return { index, variantId, quantity, customAttributes: normaliseAttributes(input.attributes) }
  })
  return { parsed, errors }
}

/** A stock warning to report once the lines are stored: `position` is the line's place in the plan. */
interface PendingWarning {
  code: CartWarningCode
  message: string
  position: number
  /** Set when the merchandise got no line, so the warning targets the merchandise. */
  merchandiseId?: number
}

/**
 * Applies the catalogue rules to a plan. Merchandise not for sale here and quantities over the purchase limit
 * are user errors (nothing is changed). Stock is not: a line the input touched gets at most what the lines it
 * did not touch leave of the stock; with nothing left, a new line is dropped and an existing one keeps its
 * merchandise and at most its quantity. Fits the plan in place and answers the warnings to report.
 */
async function settle(db: Database, cart: Cart, current: CheckoutLine[], plan: PlannedLine[]): Promise<{ errors: CartUserError[]; pending: PendingWarning[] }> {
  const review = await reviewPlan(db, cart.currency, cart.language, plan)
  const errors: CartUserError[] = []
  const reported = new Set<number>()
  for (const line of plan) {
    if (line.inputIndex === undefined || line.quantity <= 0 || reported.has(line.variantId)) continue
    if (!review.sellable(line)) {
      const id = gid('ProductVariant', line.variantId)
      errors.push(review.variants.has(line.variantId)
        ? userError('INVALID', `The merchandise with id ${id} is not for sale in this store.`, ['lines', String(line.inputIndex), 'merchandiseId'])
        : unknownMerchandise(line.inputIndex, id))
      reported.add(line.variantId)
      continue
    }
    const limit = review.exceededLimit(line)
    if (limit !== undefined) {
      errors.push(userError('MAXIMUM_EXCEEDED', purchaseLimitMessage(limit), ['lines', String(line.inputIndex), 'quantity']))
      reported.add(line.variantId)
    }
  }
  if (errors.length) return { errors, pending: [] }

  const before = new Map(current.map((line) => [line.id, line]))
  const taken = new Map<number, number>()
  const take = (line: PlannedLine) => taken.set(line.variantId, (taken.get(line.variantId) ?? 0) + Math.max(0, line.quantity))
  for (const line of plan) if (line.inputIndex === undefined) take(line)
  const pending: PendingWarning[] = []
  plan.forEach((line, position) => {
    if (line.inputIndex === undefined) return
    const stock = review.variants.get(line.variantId)?.stock ?? 0
    const available = Math.max(0, stock - (taken.get(line.variantId) ?? 0))
    if (line.quantity > available) {
      const previous = line.id === undefined ? undefined : before.get(line.id)
      if (available > 0) {
        line.quantity = available
        pending.push({ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: `Only ${available} items are in stock: the quantity was set to ${available}.`, position })
      } else if (previous) {
        // Nothing left: the line keeps its merchandise and does not grow, though a lower quantity still applies.
        line.quantity = previous.variantId === line.variantId ? Math.min(line.quantity, previous.quantity) : previous.quantity
        line.variantId = previous.variantId
        pending.push({ code: 'MERCHANDISE_OUT_OF_STOCK', message: `The merchandise is out of stock: the quantity stays at ${line.quantity}.`, position })
      } else {
        pending.push({ code: 'MERCHANDISE_OUT_OF_STOCK', message: 'The merchandise is out of stock and was not added.', position, merchandiseId: line.variantId })
        line.quantity = 0
      }
    }
    take(line)
  })
  return { errors: [], pending }
}

/** Stores a settled plan and reports its warnings against the stored lines. */
async function commit(db: Database, cart: Cart, current: CheckoutLine[], plan: PlannedLine[], pending: PendingWarning[]): Promise<CartResult> {
  const ids = await persistPlan(db, cart.token, current, plan)
  const warnings = pending.map(({ code, message, position, merchandiseId }): CartWarning => ({
    code,
    message,
    target: merchandiseId !== undefined ? encodeId('ProductVariant', merchandiseId) : encodeId('CartLine', ids[position]!),
  }))
  return { cart: await cartByToken(db, cart.token), errors: [], warnings }
}

export async function createCart(db: Database, origin: CartOrigin, input: CartInput): Promise<CartResult> {
  const { changes, errors } = await readBuyerIdentity(db, input.buyerIdentity ?? {})
  const { parsed, errors: lineErrors } = parseAdds(input.lines ?? [])
  if (errors.length || lineErrors.length) return { errors: [...errors, ...lineErrors], warnings: [] }
  // A buyer country prices the cart in that country's currency; otherwise the call's context decides.
  const draft: Cart = {
    token: randomToken(16), storeCode: origin.storeCode, language: origin.language,
    country: changes.country ?? origin.country, currency: changes.country ? currencyForCountry(changes.country) : origin.currency,
    email: changes.email ?? null, phone: changes.phone ?? null, customerId: changes.customerId ?? null,
    note: input.note ?? null, customAttributes: normaliseAttributes(input.attributes), shippingAddress: null,
    createdAt: '', updatedAt: '', completedAt: null,
  }
  const plan = planAdd([], parsed)
  const settled = await settle(db, draft, [], plan)
  if (settled.errors.length) return { errors: settled.errors, warnings: [] }
  await insertCheckout(db, draft)
  return commit(db, draft, [], plan, settled.pending)
}

/** Adds lines; merchandise already in the cart with the same attributes gets its quantity raised. */
export async function addCartLines(db: Database, cartId: string, inputs: CartLineInput[]): Promise<CartResult> {
  const cart = await cartById(db, cartId)
  if (!cart) return noCart()
  const { parsed, errors } = parseAdds(inputs)
  if (errors.length) return { cart, errors, warnings: [] }
  const current = await linesOf(db, cart.token)
  const plan = planAdd(current, parsed)
  const settled = await settle(db, cart, current, plan)
  if (settled.errors.length) return { cart, errors: settled.errors, warnings: [] }
  return commit(db, cart, current, plan, settled.pending)
}

/** Changes lines found by id: merchandise, quantity, attributes; quantity 0 removes the line. */
export async function updateCartLines(db: Database, cartId: string, inputs: CartLineUpdateInput[]): Promise<CartResult> {
  const cart = await cartById(db, cartId)
  if (!cart) return noCart()
  const current = await linesOf(db, cart.token)
  const plan: PlannedLine[] = current.map((line) => ({ ...line }))
  const errors: CartUserError[] = []
  inputs.forEach((input, index) => {
    const lineId = numericKeyOf(input.id, 'CartLine')
    const line = lineId === undefined ? undefined : plan.find((candidate) => candidate.id === lineId)
    if (!line) {
      errors.push(unknownLine(['lines', String(index), 'id'], input.id))
      return
    }
    if (input.merchandiseId != null) {
      const variantId = numericKeyOf(input.merchandiseId, 'ProductVariant')
      if (variantId === undefined) errors.push(unknownMerchandise(index, input.merchandiseId))
      else line.variantId = variantId
    }
    if (input.quantity != null) {
      if (input.quantity < 0) errors.push(negativeQuantity(index))
      else line.quantity = input.quantity
    }
    if (input.attributes != null) line.customAttributes = normaliseAttributes(input.attributes)
    line.inputIndex = index
  })
  if (errors.length) return { cart, errors, warnings: [] }
  const settled = await settle(db, cart, current, plan)
  if (settled.errors.length) return { cart, errors: settled.errors, warnings: [] }
  return commit(db, cart, current, plan, settled.pending)
}

export async function removeCartLines(db: Database, cartId: string, lineIds: string[]): Promise<CartResult> {
  const cart = await cartById(db, cartId)
  if (!cart) return noCart()
  const current = await linesOf(db, cart.token)
  const errors: CartUserError[] = []
  const remove = new Set<number>()
  lineIds.forEach((id, index) => {
    const lineId = numericKeyOf(id, 'CartLine')
    if (lineId === undefined || !current.some((line) => line.id === lineId)) errors.push(unknownLine(['lineIds', String(index)], id))
    else remove.add(lineId)
  })
  if (errors.length) return { cart, errors, warnings: [] }
  return commit(db, cart, current, current.filter((line) => !remove.has(line.id)).map((line) => ({ ...line })), [])
}

export async function updateCartBuyerIdentity(db: Database, cartId: string, input: CartBuyerIdentityInput): Promise<CartResult> {
  const cart = await cartById(db, cartId)
  if (!cart) return noCart()
  const { changes, errors } = await readBuyerIdentity(db, input)
  const problem = changes.country ? await countryProblem(db, cart, changes.country) : undefined
  if (problem) errors.push(problem)
  if (errors.length) return { cart, errors, warnings: [] }
  await saveBuyerIdentity(db, cart, changes)
  return { cart: await cartByToken(db, cart.token), errors: [], warnings: [] }
}
