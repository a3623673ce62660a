import { createServerFn } from '@tanstack/react-start'
import { appConfig, STORE_CODES, type StoreCode } from '../../app.config.ts'
import type { MarketAmounts } from '../../domain/market-attributes.ts'
import type { Result } from '../../domain/types.ts'
import { fetchMarketAmounts } from '../../services/market-amounts.ts'
import { contentFetch, contentReads } from './content-fetch.ts'

/** A cart holds at most 50 lines (SPEC §9), so no more products are asked about at once. */
const MAX_PRODUCTS = 50

/**
 * SPEC §4: lines carried over to another market are re-validated against its catalogue. The strikethrough price
 * and recycling fee come from the content catalogue of the store, asked from the server (its instance keys are
 * configuration).
 */
export const marketAmounts = createServerFn({ method: 'POST' })
  .validator((input: { store: string; productIds: string[] }) => ({
    store: STORE_CODES.find((code) => code === input.store) ?? ('fr' as StoreCode),
    productIds: (Array.isArray(input.productIds) ? input.productIds : []).map(String).filter((id) => /^[\w-]{1,64}$/.test(id)).slice(0, MAX_PRODUCTS),
  }))
  .handler(({ data }): Promise<Result<Record<string, MarketAmounts>>> => {
    const config = appConfig()
    const keys = config.keys[data.store]
    return fetchMarketAmounts(
      { contentApiUrl: config.contentApiUrl, instanceName: keys.searchInstanceName, instanceId: keys.searchInstanceId, fetch: contentFetch, reads: contentReads },
      data.productIds,
    )
  })
