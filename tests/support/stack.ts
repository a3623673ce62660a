import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type AddressInfo, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

export interface RunningStack {
  shopUrl: string
  backendUrl: string
  adminToken: string
  /** Process ids of the backend and the shop, for benchmarks that read their CPU time. */
  pids: { backend: number; shop: number }
  stop: () => Promise<void>
}

/**
 * `count` distinct free loopback ports. Each is held until all are found: a port let go at once may be handed out
 * again by the next request for a free one, and two servers of one stack would then fight for it.
 */
export async function freePorts(count: number): Promise<number[]> {
  const listening = (server: Server) =>
    new Promise<Server>((resolve, reject) => {
      server.once('error', reject)
      server.listen(0, '127.0.0.1', () => resolve(server))
    })
  const servers = await Promise.all(Array.from({ length: count }, () => listening(createServer())))
  const ports = servers.map((server) => (server.address() as AddressInfo).port)
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  return ports
}

export async function freePort(): Promise<number> {
  const [port] = await freePorts(1)
  if (port === undefined) throw new Error('no free port')
  return port
}

async function waitUntilAnswering(url: string, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode} during start-up`)
    try {
      if ((await fetch(url)).status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${what} did not answer on ${url}`)
}

/**
 * Starts the embedded backend and the production shop (`dist/`, build it first) as separate processes on
 * free loopback ports, with a throw-away data directory. `stop` ends both and removes the data.
 */
export async function startStack(options: { env?: Record<string, string>; quiet?: boolean } = {}): Promise<RunningStack> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'storefront-stack-'))
  const [backendPort = 0, shopPort = 0] = await freePorts(2)
  const adminToken = 'stack-admin'
  const env = {
    ...process.env,
    BACKEND_PORT: String(backendPort),
    BACKEND_DATA_DIR: dataDir,
    BACKEND_ADMIN_TOKEN: adminToken,
    PORT: String(shopPort),
    SHOP_ORIGIN: `http://localhost:${shopPort}`,
    ...options.env,
  }
  const started: ChildProcess[] = []
  const launch = (args: string[]) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'] })
    started.push(child)
    return child
  }
  const stop = async () => {
    await Promise.all(
      started.map((child) =>
        child.exitCode === null
          ? new Promise((resolve) => {
              child.once('exit', resolve)
              child.kill('SIGTERM')
            })
          : undefined,
      ),
    )
    await rm(dataDir, { recursive: true, force: true })
  }
  try {
    const backendUrl = `http://127.0.0.1:${backendPort}`
    const backend = launch(['--import', 'tsx', 'backend/main.ts'])
    await waitUntilAnswering(`${backendUrl}/health`, backend, 'The backend')
    const shopUrl = `http://localhost:${shopPort}`
    const shop = launch(['scripts/serve-shop.mjs'])
    await waitUntilAnswering(`${shopUrl}/`, shop, 'The shop')
    return { shopUrl, backendUrl, adminToken, pids: { backend: backend.pid ?? 0, shop: shop.pid ?? 0 }, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
