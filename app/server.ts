import { createServerEntry } from '@tanstack/react-start/server-entry'
import { createStartHandler, defaultRenderHandler } from '@tanstack/react-start/server'

/**
 * Pages are rendered to one string rather than streamed. Nothing a page renders waits on I/O (the loaders
 * have fetched, and each page body is loaded before it renders), so a stream would only add its own
 * per-chunk cost: React's stream and the router's stream transform cost about a quarter of a render.
 */
export default createServerEntry({ fetch: createStartHandler(defaultRenderHandler) })
