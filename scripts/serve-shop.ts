import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { serve, type ServerMiddleware } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { readAppConfig } from '../app.config.ts'

/** Serves the production build: hashed assets cached for a year, everything else rendered by the server entry. */
// React and the router pick their production builds from NODE_ENV; development builds render several times slower.
process.env.NODE_ENV ??= 'production'
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const clientDir = path.join(root, 'dist/client')
const entry = await import(pathToFileURL(path.join(root, 'dist/server/server.js')).href)
const config = readAppConfig()

const hashedAssets = staticMiddleware({ dir: clientDir, maxAge: 31_536_000, immutable: true })
const publicFiles = staticMiddleware({ dir: clientDir, maxAge: 3_600 })
const assets: ServerMiddleware = (request, next) =>
  new URL(request.url).pathname.startsWith('/assets/') ? hashedAssets(request, next) : publicFiles(request, next)

const server = serve({
  port: config.port,
  hostname: process.env.HOST ?? '127.0.0.1',
  silent: true,
  middleware: [assets],
  fetch: (request) => entry.default.fetch(request),
})
await server.ready()
console.log(`Shop ready on ${config.shopOrigin}`)

const stop = async () => {
  await server.close(true)
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
