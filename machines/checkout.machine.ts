import { and, assign, fromPromise, setup } from 'xstate'
import { changeOf, startingLinesOf, type CartChange, type CartEvent } from '../domain/cart-changes.ts'
import { CART_RELOAD_AFTER_MS } from '../domain/constants.ts'
import { sameGlobalId } from '../domain/global-id.ts'
import { withMarketAttributes } from '../domain/market-attributes.ts'
import type { CatalogueVariant, Checkout, CheckoutLine, CheckoutReply, Failure, LineInput } from '../domain/types.ts'
import type { CheckoutGateway, CheckoutPlace } from '../domain/checkout-gateway.ts'

export interface CheckoutInput extends CheckoutPlace {
  /** The checkout id the browser stored, if any. */
  storedCheckoutId: string | null
  /** Changes the shopper made before the checkout ran, oldest first. */
  changes?: CartChange[]
}

/** Why a cart change did not happen, as a code the component translates (SPEC §8). */
export type CartErrorCode = 'out-of-stock' | 'less-in-stock' | 'over-limit' | 'not-for-sale' | 'refused' | 'unreachable' | 'not-moved'

export interface CartError {
  code: CartErrorCode
  /** The platform's own words where it refused (SPEC §8 returns the first error's message). */
  message?: string
}

export interface CheckoutContext extends CheckoutPlace {
  checkoutId: string | null
  checkout: Checkout | null
  /** Lines the next new checkout starts with (a change that met a missing checkout, or carried-over lines). */
  startingLines: LineInput[]
  /** The change the platform is working on. */
  change: CartChange | null
  /** Changes that arrived meanwhile, oldest first: each is applied in turn, none is lost. */
  changes: CartChange[]
  /** The last change the platform refused; the shopper's lines are back to the confirmed ones. */
  error: CartError | null
  /** Lines the last language or delivery-country change could not carry over (SPEC §4). */
  leftBehind: CheckoutLine[]
  /** Where a language or delivery-country change is moving the checkout; it stays where it was until the move is done. */
  movingTo: CheckoutPlace | null
  /** The stored checkout could not be loaded (the platform did not answer): its lines are unknown, not gone. */
  unavailable: boolean
}

export type CheckoutEvent = CartEvent | { type: 'checkout.place-changed'; language: string; country: string }

type Reply = CheckoutReply

/** The gateway's reply, as a typed `onDone` hands it to the guards and actions that read it. */
type Replied = { reply: Reply }
const replied = ({ event }: { event: { output: Reply } }): Replied => ({ reply: event.output })
const isMissing = (reply: Reply) => !reply.ok && reply.failure.kind === 'missing'

/** The refusals the platform names with a code the shopper is told as such. */
const CART_REFUSALS = ['out-of-stock', 'less-in-stock', 'over-limit', 'not-for-sale'] as const satisfies readonly CartErrorCode[]

/** A refusal keeps its code and the platform's words; no usable reply (none, or an error of the whole request) is "unreachable". */
function cartErrorOf(failure: Failure | null): CartError {
  if (!failure || failure.kind === 'transport') return { code: 'unreachable' }
  const code = CART_REFUSALS.find((refusal) => refusal === failure.code) ?? 'refused'
  return { code, message: failure.message }
}

const toLineInput = (line: CheckoutLine): LineInput => ({ variantId: line.variantId, quantity: line.quantity, customAttributes: line.customAttributes })

/**
 * SPEC §4 Checkout. With no stored id a checkout is created and its id stored; a fetched checkout that is
 * missing or completed is replaced. Cart changes are taken at any time and applied one after another; a
 * change on a missing checkout creates a new checkout with it, and a refused one is dropped with its error; one
 * made only in part shows the platform's cart with the reason.
 * A language or delivery-country change rebuilds the checkout with the lines the catalogue still sells.
 */
export const checkoutMachine = setup({
  types: { input: {} as CheckoutInput, context: {} as CheckoutContext, events: {} as CheckoutEvent },
  delays: { reloadAfter: CART_RELOAD_AFTER_MS },
  actors: {
    fetchCheckout: fromPromise<Reply, { checkoutId: string } & CheckoutPlace>(async () => {
      throw new Error('provided by the checkout gateway')
    }),
    createCheckout: fromPromise<Reply, { lines: LineInput[] } & CheckoutPlace>(async () => {
      throw new Error('provided by the checkout gateway')
    }),
    /** Applies one change (add, remove or update lines) to the checkout. */
    changeLines: fromPromise<Reply, { checkoutId: string; change: CartChange } & CheckoutPlace>(async () => {
      throw new Error('provided by the checkout gateway')
    }),
    /** The catalogue's current price and stock of each variant, in the new language and country. */
    checkCatalogue: fromPromise<CatalogueVariant[], { variantIds: string[]; productIds: string[] } & CheckoutPlace>(async () => {
      throw new Error('provided by the catalogue service')
    }),
  },
  guards: {
    hasStoredCheckout: ({ context }) => context.checkoutId !== null,
    hasLoadedCheckout: ({ context }) => context.checkout !== null,
    isUnavailable: ({ context }) => context.unavailable,
    hasWaitingChange: ({ context }) => context.changes.length > 0,
    hasChangeInHand: ({ context }) => context.change !== null,
    isUsable: (_, { reply }: Replied) => reply.ok && reply.value.completedAt === null,
    isMissingOrCompleted: (_, { reply }: Replied) => isMissing(reply) || (reply.ok && reply.value.completedAt !== null),
    isMissing: (_, { reply }: Replied) => isMissing(reply),
    isChanged: (_, { reply }: Replied) => reply.ok,
    /** The new checkout holds every line that was to come along: only then has the cart moved. */
    holdsCarriedLines: ({ context }, { reply }: Replied) =>
      reply.ok && context.startingLines.every((line) => reply.value.lines.some((held) => sameGlobalId(held.variantId, line.variantId))),
    placeDiffers: ({ context, event }) =>
      event.type === 'checkout.place-changed' && (event.language !== context.language || event.country !== context.country),
  },
  actions: {
    // Provided by the app: keeps the id in the browser (cookie) so the next visit finds the checkout.
    storeCheckoutId: (_, _params: { checkoutId: string }) => {},
    /** A new change from the shopper: queued behind the others; the last refusal is no longer news. */
    queueChange: assign(({ context, event }) =>
      event.type === 'checkout.place-changed' ? {} : { changes: [...context.changes, changeOf(event)], error: null },
    ),
    takeNextChange: assign(({ context }) => ({ change: context.changes[0] ?? null, changes: context.changes.slice(1) })),
    settleChange: assign({ change: null }),
    /** The platform refused the change, or gave no usable reply (the call failed). */
    refuseChange: assign((_, { reply }: { reply: Reply | null }) => ({ change: null, error: cartErrorOf(reply && !reply.ok ? reply.failure : null) })),
    takeCheckout: assign((_, { reply }: Replied) => (reply.ok ? { checkout: reply.value, checkoutId: reply.value.id, unavailable: false } : {})),
    markUnavailable: assign({ unavailable: true }),
    /** The platform made the change only in part: its cart is shown, and the shopper is told why. */
    reportShortfall: assign(({ context }, { reply }: Replied) => ({ error: reply.ok && reply.shortfall ? cartErrorOf(reply.shortfall) : context.error })),
    // The platform said the checkout is gone: the cart is known to be empty, not unknown.
    forgetCheckout: assign({ checkout: null, checkoutId: null, unavailable: false }),
    startWithChange: assign({ startingLines: ({ context }) => (context.change ? startingLinesOf(context.change) : []) }),
    startEmpty: assign({ startingLines: [] }),
    aimAtPlace: assign(({ event }) => (event.type === 'checkout.place-changed' ? { movingTo: { language: event.language, country: event.country }, leftBehind: [], error: null } : {})),
    /** The move is done: the checkout now lives in the new language and country. */
    adoptPlace: assign(({ context }) => (context.movingTo ? { language: context.movingTo.language, country: context.movingTo.country, movingTo: null } : {})),
    /** A move that could not be done leaves the checkout, its lines and its stored id where they were. */
    stayInPlace: assign({ movingTo: null, startingLines: [], leftBehind: [], error: { code: 'not-moved' } }),
    /**
     * SPEC §4: only lines with a price and in stock are carried over, each re-valued in the new market (its
     * strikethrough price and recycling fee there); the others are reported.
     */
    carryOverSellableLines: assign(({ context }, { variants }: { variants: CatalogueVariant[] }) => {
      const sellable = (line: CheckoutLine) => variants.find((variant) => variant.variantId === line.variantId && variant.price !== null && variant.inStock)
      const lines = context.checkout?.lines ?? []
      return {
        startingLines: lines.flatMap((line) => {
          const variant = sellable(line)
          return variant ? [{ ...toLineInput(line), customAttributes: withMarketAttributes(line.customAttributes, variant.marketAttributes) }] : []
        }),
        leftBehind: lines.filter((line) => !sellable(line)),
      }
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
    change: null,
    changes: input.changes ?? [],
    error: null,
    leftBehind: [],
    movingTo: null,
    unavailable: false,
  }),
  // Cart changes are welcome in every state: they wait their turn in order.
  on: {
    'cart.add-item': { actions: 'queueChange' },
    'cart.remove-item': { actions: 'queueChange' },
    'cart.update-item': { actions: 'queueChange' },
  },
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasStoredCheckout', target: 'fetching' },
        // SPEC §4: a change without a checkout creates a new checkout with it, the first change made before it ran too.
        { guard: 'hasWaitingChange', target: 'creating', actions: ['takeNextChange', 'startWithChange'] },
        { target: 'creating' },
      ],
    },
    fetching: {
      tags: ['busy'],
      invoke: {
        id: 'fetchCheckout',
        src: 'fetchCheckout',
        input: ({ context }) => ({ checkoutId: context.checkoutId ?? '', language: context.language, country: context.country }),
        onDone: [
          { guard: { type: 'isUsable', params: replied }, target: 'ready', actions: { type: 'takeCheckout', params: replied } },
          { guard: { type: 'isMissingOrCompleted', params: replied }, target: 'creating', actions: 'forgetCheckout' },
          // The platform did not answer: the cart is not empty but unknown, and is asked for again later.
          { target: 'ready', actions: 'markUnavailable' },
        ],
        onError: { target: 'ready', actions: 'markUnavailable' },
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
            guard: { type: 'isChanged', params: replied },
            target: 'ready',
            actions: [
              { type: 'takeCheckout', params: replied },
              { type: 'storeCheckoutId', params: ({ context }) => ({ checkoutId: context.checkoutId ?? '' }) },
              'settleChange',
              { type: 'reportShortfall', params: replied },
            ],
          },
          { guard: 'hasChangeInHand', target: 'ready', actions: { type: 'refuseChange', params: replied } },
          // Creating at the start is part of loading the cart: its failure is swallowed too (SPEC §8).
          { target: 'ready' },
        ],
        onError: [{ guard: 'hasChangeInHand', target: 'ready', actions: { type: 'refuseChange', params: { reply: null } } }, { target: 'ready' }],
      },
      exit: 'startEmpty',
    },
    ready: {
      tags: ['settled'],
      always: [
        { guard: and(['hasWaitingChange', 'hasStoredCheckout']), target: 'changingLines', actions: 'takeNextChange' },
        // SPEC §4: a change without a checkout creates a new checkout with it.
        { guard: 'hasWaitingChange', target: 'creating', actions: ['takeNextChange', 'startWithChange'] },
      ],
      after: { reloadAfter: { guard: and(['isUnavailable', 'hasStoredCheckout']), target: 'fetching' } },
      on: {
        'checkout.place-changed': [
          { guard: and(['placeDiffers', 'hasLoadedCheckout']), target: 'rebuilding', actions: 'aimAtPlace' },
          // The lines to carry over are not known yet: they are loaded where the checkout lives first.
          { guard: and(['placeDiffers', 'hasStoredCheckout']), target: 'loadingBeforeMove', actions: 'aimAtPlace' },
          // Nothing to carry over: the new checkout is made in the new place.
          { guard: 'placeDiffers', target: 'creating', actions: ['aimAtPlace', 'adoptPlace'] },
        ],
      },
    },
    loadingBeforeMove: {
      tags: ['busy'],
      invoke: {
        id: 'fetchCheckout',
        src: 'fetchCheckout',
        input: ({ context }) => ({ checkoutId: context.checkoutId ?? '', language: context.language, country: context.country }),
        onDone: [
          { guard: { type: 'isUsable', params: replied }, target: 'rebuilding', actions: { type: 'takeCheckout', params: replied } },
          // The old checkout is gone: there is nothing to lose, and the new one is made in the new place.
          { guard: { type: 'isMissingOrCompleted', params: replied }, target: 'creating', actions: ['forgetCheckout', 'adoptPlace'] },
          { target: 'ready', actions: ['stayInPlace', 'markUnavailable'] },
        ],
        onError: { target: 'ready', actions: ['stayInPlace', 'markUnavailable'] },
      },
    },
    changingLines: {
      tags: ['busy'],
      invoke: {
        id: 'changeLines',
        src: 'changeLines',
        input: ({ context }) => ({
          checkoutId: context.checkoutId ?? '',
          change: context.change ?? { kind: 'add', lines: [], preview: [] },
          language: context.language,
          country: context.country,
        }),
        onDone: [
          { guard: { type: 'isChanged', params: replied }, target: 'ready', actions: [{ type: 'takeCheckout', params: replied }, 'settleChange', { type: 'reportShortfall', params: replied }] },
          // SPEC §4: a change on a missing checkout creates a new checkout instead.
          { guard: { type: 'isMissing', params: replied }, target: 'creating', actions: ['forgetCheckout', 'startWithChange'] },
          { target: 'ready', actions: { type: 'refuseChange', params: replied } },
        ],
        onError: { target: 'ready', actions: { type: 'refuseChange', params: { reply: null } } },
      },
    },
    rebuilding: {
      tags: ['busy'],
      invoke: {
        id: 'checkCatalogue',
        src: 'checkCatalogue',
        input: ({ context }) => ({
          variantIds: (context.checkout?.lines ?? []).map((line) => line.variantId),
          productIds: (context.checkout?.lines ?? []).map((line) => line.productId),
          language: context.movingTo?.language ?? context.language,
          country: context.movingTo?.country ?? context.country,
        }),
        onDone: { target: 'moving', actions: { type: 'carryOverSellableLines', params: ({ event }) => ({ variants: event.output }) } },
        // Without the catalogue nothing can be re-validated: the cart stays as it is, where it is.
        onError: { target: 'ready', actions: 'stayInPlace' },
      },
    },
    /** The new checkout is created with the carried-over lines; the old one stays the shopper's until it holds them. */
    moving: {
      tags: ['busy'],
      invoke: {
        id: 'createCheckout',
        src: 'createCheckout',
        input: ({ context }) => ({
          lines: context.startingLines,
          language: context.movingTo?.language ?? context.language,
          country: context.movingTo?.country ?? context.country,
        }),
        onDone: [
          {
            guard: { type: 'holdsCarriedLines', params: replied },
            target: 'ready',
            actions: [
              { type: 'takeCheckout', params: replied },
              'adoptPlace',
              { type: 'storeCheckoutId', params: ({ context }) => ({ checkoutId: context.checkoutId ?? '' }) },
              { type: 'reportShortfall', params: replied },
            ],
          },
          { target: 'ready', actions: 'stayInPlace' },
        ],
        onError: { target: 'ready', actions: 'stayInPlace' },
      },
      exit: 'startEmpty',
    },
  },
})

type AtPlace<T> = { input: T & CheckoutPlace }

/** A line to re-value in a market: its variant and its catalogue product. */
interface MarketLine {
  variantId: string
  productId: string
}

/**
 * The market's own values of the line attributes that depend on it (strikethrough price, recycling fee), one
 * record per line asked about, from the catalogue of that market; it throws when the catalogue cannot be asked.
 */
export type MarketAttributesLookup = (lines: MarketLine[], place: CheckoutPlace) => Promise<Array<Record<string, string | null>>>

/** One cart change as the gateway call that makes it. */
function applyChange(gateway: CheckoutGateway, checkoutId: string, change: CartChange, place: CheckoutPlace) {
  switch (change.kind) {
    case 'add':
      return gateway.addLines(checkoutId, change.lines, place)
    case 'remove':
      return gateway.removeLines(checkoutId, change.lineIds, place)
    case 'update':
      return gateway.updateLines(checkoutId, change.lines, place)
  }
}

/**
 * The checkout machine's actors over a gateway of the platform's storefront API (services/checkout/), as the tab
 * (app/state/browser-checkout.ts) and the tests provide them: `checkoutMachine.provide({ actors: checkoutActors(gateway) })`.
 * With a market lookup, the catalogue check of a language or delivery-country change also re-values each line.
 */
export function checkoutActors(gateway: CheckoutGateway, marketAttributes?: MarketAttributesLookup) {
  return {
    fetchCheckout: fromPromise(({ input }: AtPlace<{ checkoutId: string }>) => gateway.fetch(input.checkoutId, input)),
    createCheckout: fromPromise(({ input }: AtPlace<{ lines: Parameters<CheckoutGateway['create']>[0] }>) => gateway.create(input.lines, input)),
    changeLines: fromPromise(({ input }: AtPlace<{ checkoutId: string; change: CartChange }>) => applyChange(gateway, input.checkoutId, input.change, input)),
    checkCatalogue: fromPromise(async ({ input }: AtPlace<{ variantIds: string[]; productIds: string[] }>) => {
      const lines = input.variantIds.map((variantId, index) => ({ variantId, productId: input.productIds[index] ?? '' }))
      const [variants, market] = await Promise.all([gateway.checkVariants(input.variantIds, input), marketAttributes && lines.length > 0 ? marketAttributes(lines, input) : undefined])
      return market ? variants.map((variant, index) => ({ ...variant, marketAttributes: market[index] ?? {} })) : variants
    }),
  }
}
