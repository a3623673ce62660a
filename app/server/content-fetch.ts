import { readAppConfig } from '../../app.config.ts'
import { staleWhileRevalidate } from '../../services/stale-while-revalidate.ts'

const { contentCache } = readAppConfig()

/**
 * The server's one fetch toward the content platform: replies kept with stale-while-revalidate, so a warm
 * page renders without waiting on it. Per process; each instance of the shop warms its own.
 */
export const contentFetch = staleWhileRevalidate(fetch, { ...contentCache, maxEntries: 5_000 })
