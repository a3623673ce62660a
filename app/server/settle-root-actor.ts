import { createServerFn } from '@tanstack/react-start'
import { getCookie, getRequestHeader } from '@tanstack/react-start/server'
import { createActor, waitFor } from 'xstate'
import { appConfig, SSO_STORES } from '../../app.config.ts'
import { rootMachine, type RootInput } from '../../machines/root.machine.ts'
import { CHECKOUT_PLACE_COOKIE, checkoutIdCookieOf, placeOf } from '../state/checkout-cookies.ts'
import { checkoutPlaceOf } from '../state/checkout-place.ts'
import { recentValues } from '../state/recent-values.ts'
import { serverEditionRequest } from './edition-request.ts'
import { TOKEN_EXPIRY_COOKIE } from './customer-token.ts'
import { viewportWidthOfVisitor } from './visitor-screen.ts'
import { storefrontAccessOf } from './storefront-access.ts'

const SETTLE_TIMEOUT_MS = 10_000

/**
 * Settled snapshots (JSON) by the input they settled from. On the server the root settles from its input
 * alone: it spawns the interface actors and, without a page request, fetches nothing. So visitors of one
 * market with the same cookies and screen share one settling instead of one per request.
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
 * The root actor of one request from the market, the cookies and the settings, settled, as its persisted
 * snapshot: the page renders from it and the browser resumes from it without fetching again.
 */
export const settleRootActor = createServerFn({ method: 'GET' })
  .validator((input: { path: string; search: string }) => ({ path: String(input.path), search: String(input.search ?? '') }))
  .handler(async ({ data }) => {
    const config = appConfig()
    const { market } = serverEditionRequest(data).resolved
    const storeCode = market.store.code
    const place = checkoutPlaceOf(storeCode, market.entry.country)
    const storedCheckoutId = getCookie(checkoutIdCookieOf(config.storefrontApiVersion)) ?? null
    // A stored checkout is resumed where it lives; the browser then rebuilds it for this page's place (SPEC §4).
    const checkoutPlace = (storedCheckoutId && placeOf(getCookie(CHECKOUT_PLACE_COOKIE) ?? null)) || place
    const input: RootInput = {
      storeCode,
      language: checkoutPlace.language,
      country: checkoutPlace.country,
      catalogueMode: config.catalogueMode,
      sso: config.ssoEnabled && SSO_STORES.includes(storeCode),
      storedCheckoutId,
      storedTokenExpiresAt: getCookie(TOKEN_EXPIRY_COOKIE) ?? null,
      width: viewportWidthOfVisitor({ mobileHint: getRequestHeader('sec-ch-ua-mobile'), userAgent: getRequestHeader('user-agent') }),
    }
    // The browser's checkout talks to the storefront platform itself: its public access key, and this page's place.
    const checkout = {
      storefront: storefrontAccessOf(config, storeCode),
      place,
    }
    return { input, snapshot: await settledSnapshotOf(input), checkout }
  })
