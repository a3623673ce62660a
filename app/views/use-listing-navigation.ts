import { useRouter, useRouterState } from '@tanstack/react-router'
import { useCallback } from 'react'
import { listingSearchOf, type ListingParams } from '../components/listing/listing-query.ts'

/**
 * A listing change becomes a new URL (shareable, rendered on the server when opened), reached without
 * leaving the scroll position, so loading more keeps the shopper where they were.
 */
export function useListingNavigation(extra: Record<string, string> = {}) {
  const router = useRouter()
  const busy = useRouterState({ select: (state) => state.status === 'pending' })
  const change = useCallback(
    (params: ListingParams) => {
      const search = new URLSearchParams({ ...extra, ...listingSearchOf(params) }).toString()
      const href = `${window.location.pathname}${search ? `?${search}` : ''}`
      void router.navigate({ href, resetScroll: false, replace: params.page > 1 })
    },
    // `extra` is a fresh object each render; its content is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [router, JSON.stringify(extra)],
  )
  return { change, busy }
}
