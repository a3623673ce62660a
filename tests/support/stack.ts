import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
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

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))))
    })
  })
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
  const [backendPort, shopPort] = [await freePort(), await freePort()]
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
