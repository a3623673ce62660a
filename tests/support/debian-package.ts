import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** Installs a Debian package with apt-get when its program is missing (CI runs as root), as scripts/ensure-chromium.mjs does for Chromium. */
export function ensureDebianPackage(program: string, debianPackage: string): void {
  if (existsSync(program)) return
  if (process.getuid?.() !== 0) throw new Error(`${program} is missing and this is not root: run "apt-get install ${debianPackage}" as root.`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', '--no-install-recommends', debianPackage]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed with exit code ${result.status}`)
  }
  if (!existsSync(program)) throw new Error(`apt-get installed ${debianPackage} but ${program} is still missing`)
}
