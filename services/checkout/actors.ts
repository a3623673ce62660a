import { fromPromise } from 'xstate'
import type { CheckoutGateway } from './gateway.ts'

/** The checkout machine's actors over a gateway: `checkoutMachine.provide({ actors: checkoutActors(gateway) })`. */
export function checkoutActors(gateway: CheckoutGateway) {
  return {
    fetchCheckout: fromPromise(({ input }: { input: { checkoutId: string; language: string; country: string } }) => gateway.fetch(input.checkoutId, input)),
    createCheckout: fromPromise(({ input }: { input: { lines: Parameters<CheckoutGateway['create']>[0]; language: string; country: string } }) =>
      gateway.create(input.lines, input),
    ),
    addLines: fromPromise(({ input }: { input: { checkoutId: string; lines: Parameters<CheckoutGateway['addLines']>[1]; language: string; country: string } }) =>
      gateway.addLines(input.checkoutId, input.lines, input),
    ),
    removeLines: fromPromise(({ input }: { input: { checkoutId: string; lineIds: string[]; language: string; country: string } }) =>
      gateway.removeLines(input.checkoutId, input.lineIds, input),
    ),
    updateLines: fromPromise(({ input }: { input: { checkoutId: string; lines: Parameters<CheckoutGateway['updateLines']>[1]; language: string; country: string } }) =>
      gateway.updateLines(input.checkoutId, input.lines, input),
    ),
    checkCatalogue: fromPromise(({ input }: { input: { variantIds: string[]; language: string; country: string } }) => gateway.checkVariants(input.variantIds, input)),
  }
}
