import { fromPromise } from 'xstate'
import type { CartChange } from '../../domain/cart-changes.ts'
import type { CheckoutGateway, Place } from './gateway.ts'

type AtPlace<T> = { input: T & Place }

/** One cart change as the gateway call that makes it. */
function applyChange(gateway: CheckoutGateway, checkoutId: string, change: CartChange, place: Place) {
  switch (change.kind) {
    case 'add':
      return gateway.addLines(checkoutId, change.lines, place)
    case 'remove':
      return gateway.removeLines(checkoutId, change.lineIds, place)
    case 'update':
      return gateway.updateLines(checkoutId, change.lines, place)
  }
}

/** The checkout machine's actors over a gateway: `checkoutMachine.provide({ actors: checkoutActors(gateway) })`. */
export function checkoutActors(gateway: CheckoutGateway) {
  return {
    fetchCheckout: fromPromise(({ input }: AtPlace<{ checkoutId: string }>) => gateway.fetch(input.checkoutId, input)),
    createCheckout: fromPromise(({ input }: AtPlace<{ lines: Parameters<CheckoutGateway['create']>[0] }>) => gateway.create(input.lines, input)),
    changeLines: fromPromise(({ input }: AtPlace<{ checkoutId: string; change: CartChange }>) => applyChange(gateway, input.checkoutId, input.change, input)),
    checkCatalogue: fromPromise(({ input }: AtPlace<{ variantIds: string[] }>) => gateway.checkVariants(input.variantIds, input)),
  }
}
