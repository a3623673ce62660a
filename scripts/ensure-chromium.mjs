// End-to-end tests drive Debian's Chromium; install it with apt-get when it is missing (CI runs as root).
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

export const CHROMIUM = '/usr/bin/chromium'

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return
  console.log(`${CHROMIUM} is missing: installing Debian's chromium package…`)
  if (process.getuid?.() !== 0) {
    throw new Error(`${CHROMIUM} is missing and this is not root: run "apt-get install chromium" as root.`)
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed with exit code ${result.status}`)
  }
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get installed chromium but ${CHROMIUM} is still missing`)
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium()
