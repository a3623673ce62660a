// Serves the production build: hashed assets cached for a year, everything else rendered by the server entry.
// Plain Node on purpose: a TypeScript loader registered here would sit in the path of every import the server
// makes, including the dynamic ones of each request, so the configuration is read in a short child process.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { Readable } from 'node:stream'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'

// React and the router pick their production builds from NODE_ENV; development builds render several times slower.
process.env.NODE_ENV ??= 'production'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const clientDir = path.join(root, 'dist/client')
const readConfig = "const { readAppConfig } = await import('./app.config.ts'); const { port, shopOrigin } = readAppConfig(); console.log(JSON.stringify({ port, shopOrigin }))"
let config
try {
  config = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', readConfig], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }))
} catch {
  // The child has printed which variable is wrong.
  process.exit(1)
}
const entry = await import(pathToFileURL(path.join(root, 'dist/server/server.js')).href)

// Hashed assets have brotli and gzip copies made by the build at the best quality (build/precompressed-assets.ts).
const hashedAssets = staticMiddleware({ dir: clientDir, maxAge: 31_536_000, immutable: true, encodings: true })
const publicFiles = staticMiddleware({ dir: clientDir, maxAge: 3_600 })
// Only a path with a file extension can be a file: pages go straight to the app, without a file-system lookup.
// Files leave with the app's security headers (app/server/security-headers.ts).
const assets = async (request, next) => {
  const { pathname } = new URL(request.url)
  if (pathname.startsWith('/assets/')) return entry.withFileSecurityHeaders(await hashedAssets(request, next))
  return /\.[a-z0-9]+$/i.test(pathname) ? entry.withFileSecurityHeaders(await publicFiles(request, next)) : next()
}

// Pages are compressed as they stream: each chunk the renderer sends is flushed, so the browser can start on
// the head while the body is still being written. Brotli at a low quality costs about what gzip does.
const pageCompressors = {
  br: () => createBrotliCompress({ flush: constants.BROTLI_OPERATION_FLUSH, params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: () => createGzip({ flush: constants.Z_SYNC_FLUSH, level: 6 }),
}
function compressedPage(request, response) {
  if (!response.body || response.headers.has('content-encoding') || !response.headers.get('content-type')?.startsWith('text/html')) return response
  const accepted = request.headers.get('accept-encoding') ?? ''
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined
  if (!encoding) {
    response.headers.append('vary', 'Accept-Encoding')
    return response
  }
  const headers = new Headers(response.headers)
  headers.append('vary', 'Accept-Encoding')
  headers.set('content-encoding', encoding)
  headers.delete('content-length')
  const body = Readable.toWeb(Readable.fromWeb(response.body).pipe(pageCompressors[encoding]()))
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

const server = serve({
  port: config.port,
  hostname: process.env.HOST ?? '127.0.0.1',
  silent: true,
  middleware: [assets],
  fetch: async (request) => compressedPage(request, await entry.default.fetch(request)),
})
await server.ready()
console.log(`Shop ready on ${config.shopOrigin}`)

const stop = async () => {
  await server.close(true)
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
