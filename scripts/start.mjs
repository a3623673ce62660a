// npm start: builds the shop if the build is missing or stale, then runs the embedded backend and the shop.
// npm run dev (--dev): the same with hot reload. Ctrl-C stops both.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dev = process.argv.includes('--dev')
const bin = (name) => path.join(root, 'node_modules/.bin', name)
const backendPort = process.env.BACKEND_PORT ?? '4000'
const shopPort = process.env.PORT ?? '3000'

const SOURCES = ['app', 'machines', 'services', 'i18n', 'app.config.ts', 'vite.config.ts', 'package.json', 'package-lock.json']

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
  const result = spawnSync(bin('vite'), ['build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

async function waitForBackend(child) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('The backend stopped during start-up.')
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

const children = []
let stopping = false
function stopAll(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 3_000).unref()
  Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null))).then(() => process.exit(code))
}

function run(name, command, args) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env })
  children.push(child)
  child.once('exit', (code) => {
    if (!stopping) {
      console.error(`${name} stopped (exit code ${code}); stopping the rest.`)
      stopAll(code ?? 1)
    }
  })
  return child
}

process.once('SIGINT', () => stopAll(0))
process.once('SIGTERM', () => stopAll(0))

if (!dev) buildIfStale()
const backend = dev ? run('Backend', bin('tsx'), ['watch', 'backend/main.ts']) : run('Backend', process.execPath, ['--import', 'tsx', 'backend/main.ts'])
try {
  await waitForBackend(backend)
} catch (error) {
  console.error(error.message)
  stopAll(1)
}
if (!stopping) {
  if (dev) run('Shop', bin('vite'), ['dev', '--port', shopPort, '--strictPort'])
  else run('Shop', process.execPath, ['scripts/serve-shop.mjs'])
  console.log(`\n  Shop:    http://localhost:${shopPort}/\n  Backend: http://localhost:${backendPort}/\n  Ctrl-C stops both.\n`)
}
