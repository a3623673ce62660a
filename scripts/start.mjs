// npm start: builds the shop if the build is missing or stale, then runs the embedded backend and the shop.
// npm run dev (--dev): the same with hot reload. Either process is started again when it crashes; Ctrl-C stops both.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dev = process.argv.includes('--dev')
const bin = (name) => path.join(root, 'node_modules/.bin', name)
const backendPort = process.env.BACKEND_PORT ?? '4000'
const shopPort = process.env.PORT ?? '3000'

// Everything the build reads: the shop's code, the shared kernel, the build's own plugins and the public files it copies.
const SOURCES = ['app', 'domain', 'machines', 'services', 'i18n', 'build', 'public', 'app.config.ts', 'vite.config.ts', 'package.json', 'package-lock.json']

function newestChange(entry) {
  const full = path.join(root, entry)
  if (!existsSync(full)) return 0
  const stat = statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(full).reduce((newest, child) => Math.max(newest, newestChange(path.join(entry, child))), stat.mtimeMs)
}

function buildIfStale() {
  const output = path.join(root, 'dist/server/server.js')
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0
  if (builtAt > Math.max(...SOURCES.map(newestChange))) return
  console.log(builtAt ? 'Sources changed since the last build: building the shop…' : 'Building the shop…')
  // The production build, whatever NODE_ENV the caller runs with (a test runner sets `test`): Vite builds React's
  // development JSX under any other, which the production server cannot render.
  const result = spawnSync(bin('vite'), ['build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

async function waitForBackend() {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${backendPort}/health`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The backend did not answer on port ${backendPort} within 60 s.`)
}

/**
 * The backend and the shop are supervised: a process that stops on its own is started again, after a back-off
 * that doubles with each crash in a row (from RESTART_DELAY_MS, at most MAX_RESTART_DELAY_MS) and starts over
 * once a process has run for STABLE_AFTER_MS. So a crash costs a second, not the shop; Ctrl-C stops both.
 */
const RESTART_DELAY_MS = 500
const MAX_RESTART_DELAY_MS = 30_000
const STABLE_AFTER_MS = 60_000

const supervised = []
let stopping = false
function stopAll(code = 0) {
  if (stopping) return
  stopping = true
  for (const { child } of supervised) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 3_000).unref()
  Promise.all(supervised.map(({ child }) => (child.exitCode === null && child.signalCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null))).then(() => process.exit(code))
}

const log = (event, fields) => console.error(JSON.stringify({ event, at: new Date().toISOString(), ...fields }))

function run(name, command, args, env = {}) {
  const entry = { name, child: null, crashes: 0 }
  const launch = () => {
    const startedAt = Date.now()
    entry.child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    entry.child.once('exit', (code, signal) => {
      if (stopping) return
      entry.crashes = Date.now() - startedAt >= STABLE_AFTER_MS ? 1 : entry.crashes + 1
      const delayMs = Math.min(MAX_RESTART_DELAY_MS, RESTART_DELAY_MS * 2 ** (entry.crashes - 1))
      log('process-restarting', { process: name, exitCode: code, signal, crashesInARow: entry.crashes, delayMs })
      setTimeout(() => stopping || launch(), delayMs)
    })
  }
  launch()
  supervised.push(entry)
  return entry
}

process.once('SIGINT', () => stopAll(0))
process.once('SIGTERM', () => stopAll(0))

if (!dev) buildIfStale()
if (dev) run('Backend', bin('tsx'), ['watch', 'backend/main.ts'])
// The TypeScript loader by its resolved address: the production dependency check (knip --production) then sees
// that `npm start` needs tsx.
else run('Backend', process.execPath, ['--import', import.meta.resolve('tsx'), 'backend/main.ts'])
try {
  await waitForBackend()
} catch (error) {
  console.error(error.message)
  stopAll(1)
}
if (!stopping) {
  if (dev) run('Shop', bin('vite'), ['dev', '--port', shopPort, '--strictPort'])
  // React's production builds, like the build it serves.
  else run('Shop', process.execPath, ['scripts/serve-shop.mjs'], { NODE_ENV: 'production' })
  console.log(`\n  Shop:    http://localhost:${shopPort}/\n  Backend: http://localhost:${backendPort}/\n  Ctrl-C stops both; a process that crashes is started again.\n`)
}
