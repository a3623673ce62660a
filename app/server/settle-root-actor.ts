import { createServerFn } from '@tanstack/react-start'
import { createActor, fromPromise, waitFor } from 'xstate'
import { readAppConfig, STORE_CODES, type StoreCode } from '../../app.config.ts'
import { rootMachine, type RootInput } from '../../machines/root.machine.ts'
import { checkBackendStatus } from '../../services/backend-status.ts'
import { editionEntry, editionOfStore } from '../markets/index.ts'
import { checkoutPlaceOf } from '../state/checkout-place.ts'

const SETTLE_TIMEOUT_MS = 10_000

function storeCodeOf(path: string): StoreCode {
  const segment = path.split('/').filter(Boolean)[0]
  const code = segment === 'uk' ? 'gb' : segment === 'global' ? 'en' : segment
  return STORE_CODES.find((store) => store === code) ?? 'fr'
}

/**
 * Creates the root actor for one request, lets it settle, and returns its persisted snapshot: the page
 * renders from it and the browser resumes from it without fetching again.
 */
export const settleRootActor = createServerFn({ method: 'GET' })
  .validator((input: { path: string }) => ({ path: String(input.path) }))
  .handler(async ({ data }) => {
    const config = readAppConfig()
    const input: RootInput = { storeCode: storeCodeOf(data.path) }
    const machine = rootMachine.provide({
      actors: { checkBackend: fromPromise(() => checkBackendStatus(config.contentApiUrl)) },
    })
    const actor = createActor(machine, { input }).start()
    try {
      await waitFor(actor, (snapshot) => snapshot.hasTag('settled'), { timeout: SETTLE_TIMEOUT_MS })
      // The browser's checkout actor talks to the storefront platform itself: its public access key and place.
      const checkout = {
        storefront: { domain: config.storefrontDomain, accessKey: config.keys[input.storeCode].storefrontAccessKey },
        place: checkoutPlaceOf(input.storeCode, editionEntry(editionOfStore(input.storeCode), config.external).country),
      }
      return { input, snapshot: JSON.stringify(actor.getPersistedSnapshot()), checkout }
    } finally {
      actor.stop()
    }
  })
