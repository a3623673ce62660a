import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { WORKER_V8_FLAGS } from '../../scripts/worker-v8-flags.mjs'
import { freePort } from '../support/stack.ts'

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serve-bare-app.mjs')

/**
 * Serves the bare reference app's build in a process of its own on plain Node, as the shop is served, so the
 * two throughputs compare servers rather than a server against one sharing the benchmark's own thread.
 */
export async function serveBareApp(distDir: string): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const port = await freePort()
  // The V8 flags the shop's workers run with: the reference runs on the same runtime.
  const child = spawn(process.execPath, [...WORKER_V8_FLAGS, script, distDir, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare app exited with code ${code}`)))
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve()
    })
  })
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return { url: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, stop }
}
