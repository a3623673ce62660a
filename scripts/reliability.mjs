// npm run test:reliability: the fault matrix alone (every backend fault target × failure mode), against a fresh production build.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureChromium } from './ensure-chromium.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules/.bin', name)
ensureChromium()
for (const [command, args] of [[bin('vite'), ['build', '--logLevel', 'warn']], [bin('vitest'), ['run', '--project', 'reliability', ...process.argv.slice(2)]]]) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
