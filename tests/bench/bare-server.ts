import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { freePort } from '../support/stack.ts'

/** Serves the bare reference app's build in this process, the same way scripts/serve-shop.mjs serves the shop. */
export async function serveBareApp(distDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const entry = await import(pathToFileURL(path.join(distDir, 'server/server.js')).href)
  const port = await freePort()
  const server = serve({
    port,
    hostname: '127.0.0.1',
    silent: true,
    middleware: [staticMiddleware({ dir: path.join(distDir, 'client'), maxAge: 31_536_000, immutable: true })],
    fetch: (request) => entry.default.fetch(request),
  })
  await server.ready()
  return { url: `http://127.0.0.1:${port}`, stop: () => server.close(true) }
}
