import { execFileSync, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { freePorts } from '../../support/stack.ts'

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).status < 500
  } catch {
    return false
  }
}

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await condition()) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${what} within ${timeoutMs} ms`)
}

/** The child processes `npm start` runs, by their command line. */
const childrenOf = (pid: number) =>
  execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().match(/^(\d+) (.*)$/)!)
    .map(([, child, args]) => ({ pid: Number(child), args: args! }))

describe('npm start survives a crash', () => {
  it('starts a killed shop process again, logs it, and still stops both on Ctrl-C', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'storefront-supervised-'))
    const [shopPort = 0, backendPort = 0] = await freePorts(2)
    const env = { ...process.env, PORT: String(shopPort), BACKEND_PORT: String(backendPort), BACKEND_DATA_DIR: dataDir, SHOP_ORIGIN: `http://localhost:${shopPort}` }
    const supervisor = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    supervisor.stdout.on('data', (chunk) => (output += chunk))
    supervisor.stderr.on('data', (chunk) => (output += chunk))
    const shopUrl = `http://localhost:${shopPort}/de/`
    try {
      await until(() => answers(shopUrl), 'the shop did not answer')
      const shop = childrenOf(supervisor.pid!).find((child) => child.args.includes('serve-shop.mjs'))!
      process.kill(shop.pid, 'SIGKILL')
      await until(async () => output.includes('"event":"process-restarting","at"') && output.includes('"process":"Shop"'), 'the restart was not logged', 10_000)
      await until(() => answers(shopUrl), 'the shop did not answer again')
      const restarted = childrenOf(supervisor.pid!).find((child) => child.args.includes('serve-shop.mjs'))!
      expect(restarted.pid).not.toBe(shop.pid)
      expect(output).toMatch(/"signal":"SIGKILL"/)

      supervisor.kill('SIGINT')
      await until(async () => supervisor.exitCode !== null, 'Ctrl-C did not stop npm start', 10_000)
      expect(await answers(shopUrl)).toBe(false)
      expect(await answers(`http://127.0.0.1:${backendPort}/health`)).toBe(false)
    } finally {
      if (supervisor.exitCode === null) supervisor.kill('SIGINT')
      await rm(dataDir, { recursive: true, force: true })
    }
  }, 300_000)
})
