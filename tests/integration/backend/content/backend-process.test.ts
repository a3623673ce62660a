import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../support/stack.ts'

/** The backend as `npm run backend` starts it: a fresh data directory is seeded on first start. */
describe('content platform under npm run backend', () => {
  let child: ChildProcess
  let url: string
  let dataDir: string

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'content-process-'))
    const port = await freePort()
    url = `http://127.0.0.1:${port}`
    child = spawn(process.execPath, ['--import', 'tsx', 'backend/main.ts'], {
      env: { ...process.env, BACKEND_PORT: String(port), BACKEND_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const deadline = Date.now() + 110_000
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`backend exited with ${child.exitCode}`)
      try {
        if ((await fetch(`${url}/health`)).ok) return
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    throw new Error('backend did not start')
  })

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    await rm(dataDir, { recursive: true, force: true })
  })

  it('seeds the demo catalogue on first start and answers pages, search and menu', async () => {
    const headers = { 'content-type': 'application/json', 'x-store-instance': 'demo-it' }
    const page = await fetch(`${url}/page`, { method: 'POST', headers, body: JSON.stringify({ url: '/it/c/misuratori-di-pressione/', count: 48 }) })
    expect(page.status).toBe(200)
    expect((await page.json()).data.listing.groups.product.items).toHaveLength(48)
    const search = await fetch(`${url}/search`, { method: 'POST', headers, body: JSON.stringify({ searchPhrase: 'termometro auricolar', count: 4 }) })
    expect((await search.json()).groups.product.items).toHaveLength(4)
    const menu = await fetch(`${url}/menu`, { headers })
    expect((await menu.json()).menu.length).toBeGreaterThan(0)
  })
})
