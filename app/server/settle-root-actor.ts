import { createIsomorphicFn, createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { appConfig, SSO_STORES } from '../../app.config.ts'
import type { RootInput } from '../../machines/root.machine.ts'
import { RootSnapshotText } from '../state/root-snapshot-text.tsx'
import { serverEditionRequest } from './edition-request.ts'
import { pageAddressOf } from './page-address.ts'
import { settledRoots } from './settled-roots.ts'
import { storePlaceOf } from './store-place.ts'
import { listingPageSizeOfVisitor, viewportWidthOfVisitor, visitorHeadersOf } from './visitor-screen.ts'
import { storefrontAccessOf } from './storefront-access.ts'

interface RootRequest {
  path: string
  search: string
}

const rootRequestOf = (input: RootRequest): RootRequest => ({ path: String(input.path), search: String(input.search ?? '') })

/**
 * The root actor of one request from the market, the device class, the settings and the page asked for, settled
 * with its page, as its persisted snapshot: the page renders from it and the browser resumes from it without
 * fetching again. Nothing of the visitor's cookies goes in, so the page is the same for every visitor of the
 * market: the browser resumes the cart, login and favourites from its cookies and storage once it has hydrated
 * (app/state/stored-visitor.ts).
 */
async function settledRootOf(data: RootRequest) {
  const config = appConfig()
  const { resolved } = serverEditionRequest(data)
  const storeCode = resolved.market.store.code
  const place = storePlaceOf(storeCode)
  const visitor = visitorHeadersOf(getRequest().headers)
  const input: RootInput = {
    storeCode,
    language: place.language,
    country: place.country,
    catalogueMode: config.catalogueMode,
    sso: config.ssoEnabled && SSO_STORES.includes(storeCode),
    width: viewportWidthOfVisitor(visitor),
    page: pageAddressOf(config, resolved, data, listingPageSizeOfVisitor(visitor)),
  }
  // The browser's checkout talks to the storefront platform itself: its public access key, and this page's place.
  const checkout = {
    storefront: storefrontAccessOf(config, storeCode),
    place,
  }
  const { snapshot } = await settledRoots({ ...input, knownRoute: resolved.route.kind !== 'not-found' && resolved.route.kind !== 'root' })
  return { input, snapshot: new RootSnapshotText(snapshot), checkout }
}

const settleRootActorFn = createServerFn({ method: 'GET' })
  .validator(rootRequestOf)
  .handler(({ data }) => settledRootOf(data))

/**
 * The settled root of a document: read on the server as it renders, without a server function's round of
 * middleware, which each document would otherwise pay once more. The root's loader runs once per document, on
 * the server; should the browser ever load the root again, it asks the server through the server function.
 */
export const settleRootActor = createIsomorphicFn()
  .server((request: RootRequest) => settledRootOf(rootRequestOf(request)))
  .client((request: RootRequest) => settleRootActorFn({ data: request }))
