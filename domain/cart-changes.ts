import type { Checkout, CheckoutLine, LineInput, LineUpdate } from './types.ts'
import { globalIdOf, sameGlobalId } from './global-id.ts'

/** SPEC §4: the events that change the cart. An addition may bring how its lines look until the platform answers. */
export type CartEvent =
  | { type: 'cart.add-item'; lines: LineInput[]; preview?: CheckoutLine[] }
  | { type: 'cart.remove-item'; lineIds: string[] }
  | { type: 'cart.update-item'; lines: LineUpdate[] }

/** One change the shopper asked for, waiting for or being applied by the platform. */
export type CartChange =
  | { kind: 'add'; lines: LineInput[]; preview: CheckoutLine[] }
  | { kind: 'remove'; lineIds: string[] }
  | { kind: 'update'; lines: LineUpdate[] }

const attribute = (line: LineInput, key: string) => line.customAttributes.find((candidate) => candidate.key === key)?.value

/** Without a preview (e.g. a replayed event) an added line shows under the title and product it was sent with. */
const previewOf = (line: LineInput): CheckoutLine => ({
  id: `pending-${line.variantId}`,
  variantId: line.variantId,
  productId: attribute(line, '_id') ?? line.variantId,
  title: attribute(line, '_title') ?? '',
  quantity: line.quantity,
  // Its price is the platform's to give: until then it has no amount and no currency, rather than the page's.
  price: { amount: 0, currencyCode: '' },
  imageUrl: null,
  customAttributes: line.customAttributes,
})

export function changeOf(event: CartEvent): CartChange {
  switch (event.type) {
    case 'cart.add-item':
      return { kind: 'add', lines: event.lines, preview: event.preview ?? event.lines.map(previewOf) }
    case 'cart.remove-item':
      return { kind: 'remove', lineIds: event.lineIds }
    case 'cart.update-item':
      return { kind: 'update', lines: event.lines }
  }
}

/** SPEC §4: a change that meets a missing checkout starts a new one with what the change leaves in the cart. */
export function startingLinesOf(change: CartChange): LineInput[] {
  switch (change.kind) {
    case 'add':
      return change.lines
    case 'update':
      return change.lines.filter((line) => line.quantity > 0).map(({ id: _id, ...line }) => line)
    case 'remove':
      return []
  }
}

/** The lines as the shopper expects them: the confirmed lines with every pending change applied in order. */
export function withPendingChanges(lines: CheckoutLine[], pending: readonly CartChange[]): CheckoutLine[] {
  return pending.reduce<CheckoutLine[]>((current, change) => {
    switch (change.kind) {
      case 'remove':
        return current.filter((line) => !change.lineIds.includes(line.id))
      case 'update':
        return current.flatMap((line) => {
          const update = change.lines.find((candidate) => candidate.id === line.id)
          if (!update) return [line]
          return update.quantity > 0 ? [{ ...line, quantity: update.quantity }] : []
        })
      case 'add': {
        let next = current
        for (const added of change.preview) {
          const same = next.find((line) => sameGlobalId(line.variantId, added.variantId))
          next = same ? next.map((line) => (line === same ? { ...line, quantity: line.quantity + added.quantity } : line)) : [...next, added]
        }
        return next
      }
    }
  }, lines)
}

/** The lines as the shopper expects them: confirmed lines with the change in hand and the waiting ones applied. */
export const shownLines = (cart: { checkout: Checkout | null; change: CartChange | null; changes: CartChange[] }): CheckoutLine[] =>
  withPendingChanges(cart.checkout?.lines ?? [], cart.change ? [cart.change, ...cart.changes] : cart.changes)

/**
 * Keys that stay with a line while the platform confirms it: an added line shows under a pending id until the
 * platform answers with its own, and a view keyed by the id would make the row anew (losing the focus in it). A
 * line is keyed by its variant while no other shown line has that variant, else by its id.
 */
export function lineKeysOf(lines: readonly CheckoutLine[]): string[] {
  const variants = lines.map((line) => globalIdOf(line.variantId))
  return lines.map((line, index) => {
    const variant = variants[index]!
    return variants.indexOf(variant) === variants.lastIndexOf(variant) ? `variant ${variant}` : line.id
  })
}
