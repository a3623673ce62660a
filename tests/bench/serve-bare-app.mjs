// Serves the bare reference app's build on plain Node, exactly as scripts/serve-shop.mjs serves the shop:
// its own process, production React, hashed assets from the client directory.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'

process.env.NODE_ENV ??= 'production'

const [distDir, port] = process.argv.slice(2)
const entry = await import(pathToFileURL(path.join(distDir, 'server/server.js')).href)
const assets = staticMiddleware({ dir: path.join(distDir, 'client'), maxAge: 31_536_000, immutable: true })
const server = serve({
  port: Number(port),
  hostname: '127.0.0.1',
  silent: true,
  middleware: [(request, next) => (new URL(request.url).pathname.startsWith('/assets/') ? assets(request, next) : next())],
  fetch: (request) => entry.default.fetch(request),
})
await server.ready()
console.log('ready')
