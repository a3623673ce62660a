import { rootRouteId, useRouter, useRouterState } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { useSelector } from '@xstate/react'
import { useEffect, useLayoutEffect, useMemo, useState } from 'react'
import { fromPromise } from 'xstate'
import { listingSortOf } from '../../domain/listing-sort.ts'
import { listingMachine, type ListingRequest, type ListingState } from '../../machines/listing.machine.ts'
import type { ListingResult } from '../../domain/types.ts'
import type { ListingRef } from '../components/listing/listing.tsx'
import { useShop } from '../components/content/shop-context.tsx'
import { publicPathOfRoute } from '../markets/index.ts'
import { parseListingParams } from '../markets/listing-query.ts'
import { browserInspector } from '../state/inspector.ts'
import { fetchPageAhead } from '../state/page-prefetch.ts'
import { useRenderActor } from '../state/render-actor.ts'
import { listingResultOf, listingSearchOfState, listingStateOf, viewportOfRendered } from '../components/listing/listing-state.ts'
import { listingPageSize, useListingViewport } from './listing-viewport.ts'
import { shownListingOf, type ShownListing } from './shown-listing.ts'

interface UseListingOptions {
  /** The listing page's path; a listing actor lives as long as its path (views key it on the path). */
  path: string
  language: string
  /** The URL's query: filters, sort and page, as the server rendered them. */
  params: Record<string, string>
  /** The listing or search reply of the page on screen. */
  rendered: unknown
  /** Query parameters that belong to the page, not the listing (the search phrase). */
  extra?: Record<string, string>
}

type Router = ReturnType<typeof useRouter>

/** The public path of the page on screen (not of one still loading), which a listing belongs to. */
export const useShownPath = (): string => useRouterState({ select: (state) => publicPathOfRoute(state.matches.at(-1)?.pathname ?? state.location.pathname) })

const keyOf = (state: ListingState) => JSON.stringify(listingSearchOfState(state))

/**
 * The listing machine's fetching actor in the app: a listing state is a URL (shareable, rendered by the server
 * when opened), so loading it is navigating there without leaving the scroll position; the page's new listing is
 * the result. The same URL asked for with a wider layout's page size is loaded again in place. Its content is
 * fetched first: one that cannot be loaded is a failure of the listing, which stays on screen, not an error page.
 */
function navigatingFetch(router: Router, shown: ShownListing, extra: Record<string, string>) {
  return fromPromise<ListingResult, ListingRequest>(async ({ input, signal }) => {
    const state = { filters: input.filters, sort: listingSortOf(input.sort), page: input.page }
    const search = new URLSearchParams({ ...extra, ...listingSearchOfState(state) }).toString()
    // The router names the page without its trailing slash; the address keeps the form it was opened with (SPEC §2).
    const here = window.location.pathname
    const path = here.replace(/\/+$/, '') === input.url.replace(/\/+$/, '') ? here : input.url
    const href = `${path}${search ? `?${search}` : ''}`
    // The path and query as the router hands them to the page's loader (decoded, its own query form), so the loader
    // finds the content fetched ahead under the same address. A page that is not there is the page's to say.
    const searchStr = router.options.stringifySearch(router.options.parseSearch(search ? `?${search}` : ''))
    const ahead = await fetchPageAhead({ path: decodedPath(path), search: searchStr, pageSize: listingPageSize() })
    if (ahead === 'failed') throw new Error(`${href} could not be loaded`)
    // A state the shopper left while its content came is not navigated to: the listing loads the one chosen since.
    if (signal.aborted) throw signal.reason
    if (href === `${window.location.pathname}${window.location.search}`) await router.invalidate({ filter: (match) => match.routeId !== rootRouteId })
    else await router.navigate({ href, resetScroll: false, replace: input.page > 1 })
    // The router is idle once the last navigation is on screen, and then names its location as resolved.
    return shown.when((location) => router.state.status === 'idle' && location === router.state.resolvedLocation)
  })
}

function decodedPath(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

/** The listing machine of one page: it loads through the router in the browser; a server render never loads. */
const listingLogicOf = createIsomorphicFn()
  .server((_router: Router, _shown: ShownListing, _extra: Record<string, string>): typeof listingMachine => listingMachine)
  .client((router: Router, shown: ShownListing, extra: Record<string, string>): typeof listingMachine =>
    listingMachine.provide({ actors: { fetchListing: navigatingFetch(router, shown, extra) } }),
  )

/** A number for each listing reply: server renders of one cached reply, for one URL state, share a listing actor. */
const replyIds = new WeakMap<object, number>()
let lastReplyId = 0
function replyIdOf(reply: unknown): number {
  if (typeof reply !== 'object' || reply === null) return 0
  let id = replyIds.get(reply)
  if (id === undefined) replyIds.set(reply, (id = ++lastReplyId))
  return id
}

/**
 * The listing actor of a category or search page: it starts from what the server rendered (filters, sort and page
 * of the URL, the products for the layout the server guessed), follows the viewport, and loads through the URL.
 * Whenever it has settled, the page on screen has the last word: after a back or forward, or a listing that
 * arrived after the navigation ended, the actor takes the URL's state and the listing rendered for it.
 */
export function useListing({ path, language, params, rendered, extra = {} }: UseListingOptions): ListingRef {
  const router = useRouter()
  const urlState = listingStateOf(parseListingParams(params))
  const { currency } = useShop()
  const result = useMemo(() => listingResultOf(rendered, currency), [rendered, currency])
  const location = useRouterState({ select: (state) => state.resolvedLocation })
  const [shown] = useState(() => shownListingOf(result, location))
  useLayoutEffect(() => shown.show(result, location), [shown, result, location])
  const [logic] = useState(() => listingLogicOf(router, shown, extra))
  const urlKey = keyOf(urlState)
  const listing = useRenderActor(logic, `${path}|${language}|${replyIdOf(rendered)}|${urlKey}`, () => ({
    input: { url: path, language, viewport: viewportOfRendered(result, urlState.page), initial: result, ...urlState },
    inspect: browserInspector()?.inspect,
  }))
  useListingViewport(listing)
  const settled = useSelector(listing, (snapshot) => (snapshot.hasTag('settled') ? { key: keyOf(snapshot.context), result: snapshot.context.result } : null), (a, b) => a?.key === b?.key && a?.result === b?.result)
  useEffect(() => {
    if (settled && (settled.key !== urlKey || settled.result !== result)) listing.send({ type: 'listing.restored', ...urlState, result })
    // The URL's state is read when its key changes; it is a new object every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listing, settled, urlKey, result])
  return listing
}
