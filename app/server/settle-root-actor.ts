import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { createActor, waitFor } from 'xstate'
import { appConfig, SSO_STORES } from '../../app.config.ts'
import { rootMachine, type RootInput } from '../../machines/root.machine.ts'
import { checkoutPlaceOf } from '../state/checkout-place.ts'
import { recentValues } from '../state/recent-values.ts'
import { serverEditionRequest } from './edition-request.ts'
import { viewportWidthOfVisitor, visitorHeadersOf } from './visitor-screen.ts'
import { storefrontAccessOf } from './storefront-access.ts'

const SETTLE_TIMEOUT_MS = 10_000

/**
 * Settled snapshots (JSON) by the input they settled from. On the server the root settles from its input
 * alone: it spawns the interface actors and, without a page request, fetches nothing. So visitors of one
 * market and device class share one settling instead of one per request.
 */
const settledSnapshots = recentValues<string>(200)

async function settledSnapshotOf(input: RootInput): Promise<string> {
  const key = JSON.stringify(input)
  const known = settledSnapshots.get(key)
  if (known !== undefined) return known
  const actor = createActor(rootMachine, { input }).start()
  try {
    await waitFor(actor, (snapshot) => snapshot.hasTag('settled'), { timeout: SETTLE_TIMEOUT_MS })
    return settledSnapshots.set(key, JSON.stringify(actor.getPersistedSnapshot()))
  } finally {
    actor.stop()
  }
}

/**
 * The root actor of one request from the market, the device class and the settings, settled, as its persisted
 * snapshot: the page renders from it and the browser resumes from it without fetching again. Nothing of the
 * visitor's cookies goes in, so the page is the same for every visitor of the market: the browser resumes the
 * cart, login and favourites from its cookies and storage once it has hydrated (app/state/stored-visitor.ts).
 */
export const settleRootActor = createServerFn({ method: 'GET' })
  .validator((input: { path: string; search: string }) => ({ path: String(input.path), search: String(input.search ?? '') }))
  .handler(async ({ data }) => {
    const config = appConfig()
    const { market } = serverEditionRequest(data).resolved
    const storeCode = market.store.code
    const place = checkoutPlaceOf(storeCode, market.entry.country)
    const input: RootInput = {
      storeCode,
      language: place.language,
      country: place.country,
      catalogueMode: config.catalogueMode,
      sso: config.ssoEnabled && SSO_STORES.includes(storeCode),
      width: viewportWidthOfVisitor(visitorHeadersOf(getRequest().headers)),
    }
    // The browser's checkout talks to the storefront platform itself: its public access key, and this page's place.
    const checkout = {
      storefront: storefrontAccessOf(config, storeCode),
      place,
    }
    return { input, snapshot: await settledSnapshotOf(input), checkout }
  })
