// Serves the production build: hashed assets cached for a year, everything else rendered by the server entry.
// Plain Node on purpose: a global TypeScript loader would sit in the path of every module the server loads.
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { tsImport } from 'tsx/esm/api'

// React and the router pick their production builds from NODE_ENV; development builds render several times slower.
process.env.NODE_ENV ??= 'production'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const clientDir = path.join(root, 'dist/client')
const { readAppConfig } = await tsImport('../app.config.ts', import.meta.url)
const config = readAppConfig()
const entry = await import(pathToFileURL(path.join(root, 'dist/server/server.js')).href)

const hashedAssets = staticMiddleware({ dir: clientDir, maxAge: 31_536_000, immutable: true })
const publicFiles = staticMiddleware({ dir: clientDir, maxAge: 3_600 })
const assets = (request, next) => (new URL(request.url).pathname.startsWith('/assets/') ? hashedAssets(request, next) : publicFiles(request, next))

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
