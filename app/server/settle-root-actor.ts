import { createServerFn } from '@tanstack/react-start'
import { getCookie, getRequestHeader } from '@tanstack/react-start/server'
import { createActor, waitFor } from 'xstate'
import { appConfig, SSO_STORES } from '../../app.config.ts'
import { rootMachine, type RootInput } from '../../machines/root.machine.ts'
import { resolveRequest } from '../markets/index.ts'
import { CHECKOUT_ID_COOKIE, CHECKOUT_PLACE_COOKIE, placeOf } from '../state/checkout-cookies.ts'
import { checkoutPlaceOf } from '../state/checkout-place.ts'
import { TOKEN_EXPIRY_COOKIE } from './session-calls.ts'
import { viewportWidthOfVisitor } from './visitor-screen.ts'

const SETTLE_TIMEOUT_MS = 10_000

/**
 * Creates the root actor for one request from the market, the cookies and the settings, lets it settle,
 * and returns its persisted snapshot: the page renders from it and the browser resumes from it without
 * fetching again.
 */
export const settleRootActor = createServerFn({ method: 'GET' })
  .validator((input: { path: string; search: string }) => ({ path: String(input.path), search: String(input.search ?? '') }))
  .handler(async ({ data }) => {
    const config = appConfig()
    const { market } = resolveRequest({ path: data.path, search: data.search }, config.external)
    const storeCode = market.store.code
    const place = checkoutPlaceOf(storeCode, market.entry.country)
    const storedCheckoutId = getCookie(CHECKOUT_ID_COOKIE) ?? null
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
    const actor = createActor(rootMachine, { input }).start()
    try {
      await waitFor(actor, (snapshot) => snapshot.hasTag('settled'), { timeout: SETTLE_TIMEOUT_MS })
      // The browser's checkout talks to the storefront platform itself: its public access key, and this page's place.
      const checkout = {
        storefront: { domain: config.storefrontDomain, accessKey: config.keys[storeCode].storefrontAccessKey },
        place,
      }
      return { input, snapshot: JSON.stringify(actor.getPersistedSnapshot()), checkout }
    } finally {
      actor.stop()
    }
  })
