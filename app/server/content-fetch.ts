import { appConfig } from '../../app.config.ts'
import { staleWhileRevalidateReads } from '../../services/stale-while-revalidate.ts'
import { serverFetch } from './server-fetch.ts'

const { contentCache } = appConfig()

/** A content call that does not answer in time counts as failed, so the scrape fallback still has time to answer. */
const CONTENT_TIMEOUT_MS = 4_000

/** The server's one client toward the content platform: a call also fails when it outlasts this timeout. */
export const contentFetch = serverFetch(CONTENT_TIMEOUT_MS)

/**
 * How long a failed content read is answered again: long enough that a hanging platform costs one wait of
 * `CONTENT_TIMEOUT_MS` every few seconds instead of one per request, short enough that a recovered platform is
 * seen at once by shoppers.
 */
const FAILURE_MEMORY_MS = 5_000

/**
 * The content platform's successful reads, kept with stale-while-revalidate so a warm page renders without
 * waiting on it. Per process; each instance of the shop warms its own.
 */
export const contentReads = staleWhileRevalidateReads({
  ...contentCache,
  maxEntries: 5_000,
  // Replies held as parsed values weigh a few times their text: 12 MB of text stays well within a worker's memory.
  maxBytes: 12 * 1024 * 1024,
  failureMs: FAILURE_MEMORY_MS,
  onFailedRefresh: (key, failure) => console.warn('[content] refresh failed; the last good reply is served meanwhile', key, failure),
})
