import { assign, fromPromise, setup } from 'xstate'
import type { CatalogueVariant, Checkout, CheckoutLine, LineInput, LineUpdate, Result } from './types.ts'

/** Where the checkout lives: storefront language and delivery country (SPEC §4). */
export interface CheckoutPlace {
  language: string
  country: string
}

export interface CheckoutInput extends CheckoutPlace {
  /** The checkout id the browser stored, if any. */
  storedCheckoutId: string | null
}

export interface CheckoutContext extends CheckoutPlace {
  checkoutId: string | null
  checkout: Checkout | null
  /** Lines the next new checkout starts with (a line sent to a missing checkout, or carried-over lines). */
  startingLines: LineInput[]
  error: string | null
}

export type CheckoutEvent =
  | { type: 'cart.add-item'; lines: LineInput[] }
  | { type: 'cart.remove-item'; lineIds: string[] }
  | { type: 'cart.update-item'; lines: LineUpdate[] }
  | { type: 'checkout.place-changed'; language: string; country: string }

type Reply = Result<Checkout>

/** What the gateway's replies look like to guards: a checkout, or a failure naming a missing checkout. */
const replyOf = (event: unknown): Reply | undefined => (event as { output?: Reply }).output
const isMissing = (reply: Reply | undefined) => reply !== undefined && !reply.ok && reply.failure.kind === 'missing'

export const toLineInput = (line: CheckoutLine): LineInput => ({ variantId: line.variantId, quantity: line.quantity, customAttributes: line.customAttributes })

/**
 * SPEC §4 Checkout. With no stored id a checkout is created and its id stored; a fetched checkout that is
 * missing or completed is replaced; a line change on a missing checkout creates a new checkout with it;
 * a language or delivery-country change rebuilds the checkout with the lines the catalogue still sells.
 */
export const checkoutMachine = setup({
  types: { input: {} as CheckoutInput, context: {} as CheckoutContext, events: {} as CheckoutEvent },
  actors: {
    fetchCheckout: fromPromise<Reply, { checkoutId: string } & CheckoutPlace>(async () => {
      throw new Error('provided by the checkout gateway')
    }),
    createCheckout: fromPromise<Reply, { lines: LineInput[] } & CheckoutPlace>(async () => {
      throw new Error('provided by the checkout gateway')
    }),
    addLines: fromPromise<Reply, { checkoutId: string; lines: LineInput[] } & CheckoutPlace>(async () => {
      throw new Error('provided by the checkout gateway')
    }),
    removeLines: fromPromise<Reply, { checkoutId: string; lineIds: string[] } & CheckoutPlace>(async () => {
      throw new Error('provided by the checkout gateway')
    }),
    updateLines: fromPromise<Reply, { checkoutId: string; lines: LineUpdate[] } & CheckoutPlace>(async () => {
      throw new Error('provided by the checkout gateway')
    }),
    /** The catalogue's current price and stock of each variant, in the new language and country. */
    checkCatalogue: fromPromise<CatalogueVariant[], { variantIds: string[] } & CheckoutPlace>(async () => {
      throw new Error('provided by the catalogue service')
    }),
  },
  guards: {
    hasStoredCheckout: ({ context }) => context.checkoutId !== null,
    isUsable: ({ event }) => {
      const reply = replyOf(event)
      return reply?.ok === true && reply.value.completedAt === null
    },
    isMissingOrCompleted: ({ event }) => {
      const reply = replyOf(event)
      return isMissing(reply) || (reply?.ok === true && reply.value.completedAt !== null)
    },
    isMissing: ({ event }) => isMissing(replyOf(event)),
    isChanged: ({ event }) => replyOf(event)?.ok === true,
    placeDiffers: ({ context, event }) =>
      event.type === 'checkout.place-changed' && (event.language !== context.language || event.country !== context.country),
  },
  actions: {
    // Provided by the app: keeps the id in the browser (cookie) so the next visit finds the checkout.
    storeCheckoutId: (_, _params: { checkoutId: string }) => {},
    takeCheckout: assign(({ event }) => {
      const reply = replyOf(event)
      return reply?.ok ? { checkout: reply.value, checkoutId: reply.value.id, error: null, startingLines: [] } : {}
    }),
    forgetCheckout: assign({ checkout: null, checkoutId: null }),
    startWithAddedLines: assign({
      startingLines: ({ context, event }) => (event.type === 'cart.add-item' ? event.lines : context.startingLines),
    }),
    startWithUpdatedLines: assign({
      startingLines: ({ context, event }) =>
        event.type === 'cart.update-item' ? event.lines.filter((line) => line.quantity > 0).map(({ id: _id, ...line }) => line) : context.startingLines,
    }),
    startEmpty: assign({ startingLines: [] }),
    rememberPlace: assign(({ context, event }) =>
      event.type === 'checkout.place-changed' ? { language: event.language, country: event.country } : { language: context.language, country: context.country },
    ),
    /** SPEC §4: only lines with a price and in stock are carried over. */
    carryOverSellableLines: assign({
      startingLines: ({ context, event }) => {
        const variants = (event as { output?: CatalogueVariant[] }).output ?? []
        const sellable = new Set(variants.filter((variant) => variant.price !== null && variant.inStock).map((variant) => variant.variantId))
        return (context.checkout?.lines ?? []).filter((line) => sellable.has(line.variantId)).map(toLineInput)
      },
    }),
    reportFailure: assign({
      error: ({ event }) => {
        const reply = replyOf(event)
        if (reply && !reply.ok) return reply.failure.message
        const error = (event as { error?: unknown }).error
        return error instanceof Error ? error.message : 'Something went wrong'
      },
    }),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    checkoutId: input.storedCheckoutId,
    checkout: null,
    language: input.language,
    country: input.country,
    startingLines: [],
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasStoredCheckout', target: 'fetching' }, { target: 'creating' }],
    },
    fetching: {
      tags: ['busy'],
      invoke: {
        id: 'fetchCheckout',
        src: 'fetchCheckout',
        input: ({ context }) => ({ checkoutId: context.checkoutId ?? '', language: context.language, country: context.country }),
        onDone: [
          { guard: 'isUsable', target: 'ready', actions: 'takeCheckout' },
          { guard: 'isMissingOrCompleted', target: 'creating', actions: ['forgetCheckout', 'startEmpty'] },
          // A load failure yields an empty cart; the stored id is kept for the next visit.
          { target: 'ready', actions: 'reportFailure' },
        ],
        onError: { target: 'ready', actions: 'reportFailure' },
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'createCheckout',
        src: 'createCheckout',
        input: ({ context }) => ({ lines: context.startingLines, language: context.language, country: context.country }),
        onDone: [
          {
            guard: 'isChanged',
            target: 'ready',
            actions: ['takeCheckout', { type: 'storeCheckoutId', params: ({ context }) => ({ checkoutId: context.checkoutId ?? '' }) }],
          },
          { target: 'ready', actions: ['reportFailure', 'startEmpty'] },
        ],
        onError: { target: 'ready', actions: ['reportFailure', 'startEmpty'] },
      },
    },
    ready: {
      tags: ['settled'],
      on: {
        // The lines are kept as the start of a new checkout in case the current one turns out missing.
        'cart.add-item': [
          { guard: 'hasStoredCheckout', target: 'addingLines', actions: 'startWithAddedLines' },
          { target: 'creating', actions: 'startWithAddedLines' },
        ],
        'cart.remove-item': { guard: 'hasStoredCheckout', target: 'removingLines' },
        'cart.update-item': [
          { guard: 'hasStoredCheckout', target: 'updatingLines', actions: 'startWithUpdatedLines' },
          { target: 'creating', actions: 'startWithUpdatedLines' },
        ],
        'checkout.place-changed': { guard: 'placeDiffers', target: 'rebuilding', actions: 'rememberPlace' },
      },
    },
    addingLines: {
      tags: ['busy'],
      invoke: {
        id: 'addLines',
        src: 'addLines',
        input: ({ context, event }) => ({
          checkoutId: context.checkoutId ?? '',
          lines: event.type === 'cart.add-item' ? event.lines : [],
          language: context.language,
          country: context.country,
        }),
        onDone: [
          { guard: 'isChanged', target: 'ready', actions: 'takeCheckout' },
          { guard: 'isMissing', target: 'creating', actions: 'forgetCheckout' },
          { target: 'ready', actions: ['reportFailure', 'startEmpty'] },
        ],
        onError: { target: 'ready', actions: ['reportFailure', 'startEmpty'] },
      },
    },
    removingLines: {
      tags: ['busy'],
      invoke: {
        id: 'removeLines',
        src: 'removeLines',
        input: ({ context, event }) => ({
          checkoutId: context.checkoutId ?? '',
          lineIds: event.type === 'cart.remove-item' ? event.lineIds : [],
          language: context.language,
          country: context.country,
        }),
        onDone: [
          { guard: 'isChanged', target: 'ready', actions: 'takeCheckout' },
          // Removing from a checkout that is gone leaves nothing to keep: a new, empty checkout.
          { guard: 'isMissing', target: 'creating', actions: ['forgetCheckout', 'startEmpty'] },
          { target: 'ready', actions: ['reportFailure', 'startEmpty'] },
        ],
        onError: { target: 'ready', actions: ['reportFailure', 'startEmpty'] },
      },
    },
    updatingLines: {
      tags: ['busy'],
      invoke: {
        id: 'updateLines',
        src: 'updateLines',
        input: ({ context, event }) => ({
          checkoutId: context.checkoutId ?? '',
          lines: event.type === 'cart.update-item' ? event.lines : [],
          language: context.language,
          country: context.country,
        }),
        onDone: [
          { guard: 'isChanged', target: 'ready', actions: 'takeCheckout' },
          { guard: 'isMissing', target: 'creating', actions: 'forgetCheckout' },
          { target: 'ready', actions: ['reportFailure', 'startEmpty'] },
        ],
        onError: { target: 'ready', actions: ['reportFailure', 'startEmpty'] },
      },
    },
    rebuilding: {
      tags: ['busy'],
      invoke: {
        id: 'checkCatalogue',
        src: 'checkCatalogue',
        input: ({ context }) => ({
          variantIds: (context.checkout?.lines ?? []).map((line) => line.variantId),
          language: context.language,
          country: context.country,
        }),
        onDone: { target: 'creating', actions: ['carryOverSellableLines', 'forgetCheckout'] },
        // Without the catalogue nothing can be re-validated: the new checkout starts empty.
        onError: { target: 'creating', actions: ['startEmpty', 'forgetCheckout'] },
      },
    },
  },
})

export interface CheckoutCounts {
  distinctProducts: number
  totalQuantity: number
  totalPrice: number
}

/** SPEC §3 "Derived: number of distinct products, total quantity, total price". */
export function checkoutCounts(checkout: Checkout | null): CheckoutCounts {
  const lines = checkout?.lines ?? []
  return {
    distinctProducts: new Set(lines.map((line) => line.productId)).size,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    totalPrice: Math.round(lines.reduce((sum, line) => sum + line.price * line.quantity, 0) * 100) / 100,
  }
}
