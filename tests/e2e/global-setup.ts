import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    shopUrl: string
    backendUrl: string
    adminToken: string
  }
}

const ADMIN_TOKEN = 'e2e-admin'

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

async function waitUntilAnswering(url: string, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 90_000
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

/** Starts the embedded backend and the production shop on free loopback ports, with a throw-away database. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'storefront-e2e-'))
  const [backendPort, shopPort] = [await freePort(), await freePort()]
  const env = {
    ...process.env,
    BACKEND_PORT: String(backendPort),
    BACKEND_DATA_DIR: dataDir,
    BACKEND_ADMIN_TOKEN: ADMIN_TOKEN,
    PORT: String(shopPort),
    SHOP_ORIGIN: `http://localhost:${shopPort}`,
  }
  const started: ChildProcess[] = []
  const launch = (script: string) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { env, stdio: ['ignore', 'inherit', 'inherit'] })
    started.push(child)
    return child
  }
  const stop = async () => {
    await Promise.all(
      started.map((child) => (child.exitCode === null ? new Promise((resolve) => { child.once('exit', resolve); child.kill('SIGTERM') }) : undefined)),
    )
    await rm(dataDir, { recursive: true, force: true })
  }
  try {
    const backendUrl = `http://127.0.0.1:${backendPort}`
    await waitUntilAnswering(`${backendUrl}/health`, launch('backend/main.ts'), 'The backend')
    const shopUrl = `http://localhost:${shopPort}`
    await waitUntilAnswering(`${shopUrl}/`, launch('scripts/serve-shop.ts'), 'The shop')
    project.provide('shopUrl', shopUrl)
    project.provide('backendUrl', backendUrl)
    project.provide('adminToken', ADMIN_TOKEN)
  } catch (error) {
    await stop()
    throw error
  }
  return stop
}
