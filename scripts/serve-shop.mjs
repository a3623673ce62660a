// Serves the production build: hashed assets cached for a year, everything else rendered by the server entry.
// Plain Node on purpose: a TypeScript loader registered here would sit in the path of every import the server
// makes, including the dynamic ones of each request, so the configuration is read in a short child process.
// WEB_CONCURRENCY workers (default: one per core) share the port through Node's cluster; each keeps caches of
// its own and shares nothing else. Even one worker is a process of its own: V8's heap is sized when a process
// starts, so only a worker can be given the flags a server needs (worker-v8-flags.mjs), however the shop is
// started. On SIGTERM each stops taking connections, finishes what is in flight within SHUTDOWN_GRACE_SECONDS,
// then exits.
import { execFileSync } from 'node:child_process'
import cluster from 'node:cluster'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { WORKER_V8_FLAGS } from './worker-v8-flags.mjs'
import { letWarmWorkersListen, warmedUp } from './workers-listen-together.mjs'

// React and the router pick their production builds from NODE_ENV; development builds render several times slower.
process.env.NODE_ENV ??= 'production'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const clientDir = path.join(root, 'dist/client')

/** A positive whole number from the environment, else the fallback; anything else stops the start with a message. */
function countOf(name, fallback) {
  const value = process.env[name]
  if (value === undefined || value === '') return fallback
  if (!/^[1-9]\d*$/.test(value)) {
    console.error(`${name} must be a positive whole number, got "${value}".`)
    process.exit(1)
  }
  return Number(value)
}
const workerCount = countOf('WEB_CONCURRENCY', availableParallelism())
// Longer than a page takes even with a slow platform (its calls time out after a few seconds), shorter than the
// time an orchestrator waits before it kills (30 s by default).
const graceMs = countOf('SHUTDOWN_GRACE_SECONDS', 20) * 1000

function readConfig() {
  const script = "const { readAppConfig } = await import('./app.config.ts'); const { port, shopOrigin } = readAppConfig(); console.log(JSON.stringify({ port, shopOrigin }))"
  try {
    return JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }))
  } catch {
    // The child has printed which variable is wrong.
    process.exit(1)
  }
}

if (cluster.isPrimary) await superviseWorkers(readConfig())
else await serveShop(JSON.parse(process.env.SHOP_SERVE_CONFIG))

/**
 * The primary: starts the workers with the configuration it read once, starts a new one for each that dies,
 * and on SIGTERM or SIGINT passes it on and exits once all have finished.
 */
async function superviseWorkers(config) {
  let stopping = false
  cluster.setupPrimary({ execArgv: [...process.execArgv, ...WORKER_V8_FLAGS] })
  const fork = () => cluster.fork({ SHOP_SERVE_CONFIG: JSON.stringify(config) })
  let listening = 0
  letWarmWorkersListen(cluster, workerCount)
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    // A worker that could not start (a missing build, say) would fail again: the start fails instead.
    if (listening < workerCount) process.exit(code || 1)
    console.error(`Shop worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another.`)
    fork()
  })
  const allListening = new Promise((resolve) =>
    cluster.on('listening', () => {
      if (++listening === workerCount) resolve()
    }),
  )
  // Heard from the start: workers warm up before they listen, and a stop may come meanwhile.
  const stop = (signal) => {
    if (stopping) return
    stopping = true
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
    // A worker that cannot finish is not waited for beyond its own grace.
    setTimeout(() => process.exit(0), graceMs + 2_000).unref()
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
  for (let index = 0; index < workerCount; index++) fork()
  await allListening
  console.log(`Shop ready on ${config.shopOrigin} (${workerCount} ${workerCount === 1 ? 'worker' : 'workers'})`)
}

async function serveShop(config) {
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


  // The app compresses the pages it renders itself, once per rendered page (app/server/compressed-pages.ts); any
  // other HTML answer is compressed here as it streams, each chunk flushed. Brotli at a low quality costs about
  // what gzip does.
  const pageCompressors = {
    br: () => createBrotliCompress({ flush: constants.BROTLI_OPERATION_FLUSH, params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
    gzip: () => createGzip({ flush: constants.Z_SYNC_FLUSH, level: 6 }),
  }
  function compressedPage(request, response) {
    if (!response.body || response.headers.has('content-encoding') || !response.headers.get('content-type')?.startsWith('text/html')) return response
    const accepted = request.headers.get('accept-encoding') ?? ''
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined
    if (!encoding) {
      // A page the app rendered already says so.
      if (!/\baccept-encoding\b/i.test(response.headers.get('vary') ?? '')) response.headers.append('vary', 'Accept-Encoding')
      return response
    }
    const headers = new Headers(response.headers)
    headers.append('vary', 'Accept-Encoding')
    headers.set('content-encoding', encoding)
    headers.delete('content-length')
    const body = Readable.toWeb(Readable.fromWeb(response.body).pipe(pageCompressors[encoding]()))
    return new Response(body, { status: response.status, statusText: response.statusText, headers })
  }

  // Its first pages rendered before it takes a connection, so its first shoppers do not wait for its code to compile;
  // then it listens when the primary says so (workers-listen-together.mjs).
  const warmUpStarted = performance.now()
  const warmUpPages = await entry.warmUpWorker(config.shopOrigin)
  console.log(`Shop worker ${process.pid} rendered ${warmUpPages} warm-up pages in ${((performance.now() - warmUpStarted) / 1000).toFixed(1)} s`)
  await warmedUp(process)

  // While it drains, a request still arriving on an open connection is answered, and the connection closed after it.
  let draining = false
  const server = serve({
    port: config.port,
    hostname: process.env.HOST ?? '127.0.0.1',
    silent: true,
    // Workers share the primary's listening socket; an exclusive one each would collide on the port.
    node: { exclusive: false },
    middleware: [assets],
    fetch: async (request) => {
      const response = compressedPage(request, await entry.default.fetch(request))
      if (!draining) return response
      const headers = new Headers(response.headers)
      headers.set('connection', 'close')
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
    },
  })
  await server.ready()

  const stop = async () => {
    if (draining) return
    draining = true
    // In-flight requests past the grace are cut: an orchestrator would kill the process soon after anyway.
    setTimeout(() => server.close(true).finally(() => process.exit(0)), graceMs).unref()
    await server.close()
    process.exit(0)
  }
  // A terminal's Ctrl-C reaches a worker twice, from the terminal and from the primary: the second is not a kill.
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
