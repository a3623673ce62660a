import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './stack.ts'

export interface BackendProcess {
  url: string
  adminToken: string
  child: ChildProcess
  /** Resident memory of the backend process in bytes, read from /proc. */
  residentBytes: () => Promise<number>
  stop: () => Promise<void>
}

/**
 * The backend as `npm run backend` starts it, in its own process over a fresh data directory (seeded on the
 * first start): what a crash or a memory blow-up would take down is this process, not the test runner.
 */
export async function startBackendProcess(env: Record<string, string> = {}): Promise<BackendProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'backend-process-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const adminToken = 'process-admin'
  const child = spawn(process.execPath, ['--import', 'tsx', 'backend/main.ts'], {
    env: { ...process.env, BACKEND_PORT: String(port), BACKEND_DATA_DIR: dataDir, BACKEND_ADMIN_TOKEN: adminToken, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000)
  })
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    await rm(dataDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 110_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop()
      throw new Error(`backend exited with ${child.exitCode}: ${errors}`)
    }
    try {
      if ((await fetch(`${url}/health`)).ok) {
        const residentBytes = async () => {
          const status = await readFile(`/proc/${child.pid}/status`, 'utf8')
          const kilobytes = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1])
          if (!Number.isFinite(kilobytes)) throw new Error('no VmRSS for the backend process')
          return kilobytes * 1024
        }
        return { url, adminToken, child, residentBytes, stop }
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error('backend did not start')
}
