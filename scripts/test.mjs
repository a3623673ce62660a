// npm test: lint, dead-code checks (with the tests, and of production code alone), type check, unit + model-based
// + integration tests, then the end-to-end suite in Chromium and the reliability suite (fault matrix) against a
// production build. Stops at the first failing step.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureChromium } from './ensure-chromium.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules/.bin', name)

function step(title, command, args) {
  console.log(`\n▶ ${title}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env })
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`)
    process.exit(result.status ?? 1)
  }
}

ensureChromium()
step('Lint (ESLint: typescript-eslint, react-hooks, jsx-a11y)', bin('eslint'), ['.'])
step('Unused files, exports and dependencies (knip)', bin('knip'), [])
// Tests import production code, so a module or dependency only tests use passes the check above. Without the tests
// (production entries and files are the ones marked `!` in knip.json), such a module is an unused file. Exports
// that only tests use are left to the check above: a unit test of a module's helper is no dead code.
step('Unused files and dependencies of the shipped shop and backend (knip --production)', bin('knip'), ['--production', '--exclude', 'exports,types'])
step('Type check (tsc --noEmit)', bin('tsc'), ['--noEmit', '-p', '.'])
step('Unit, model-based and integration tests', bin('vitest'), ['run', '--project', 'unit', '--project', 'model', '--project', 'integration'])
step('Production build', bin('vite'), ['build', '--logLevel', 'warn'])
step('End-to-end tests in Chromium', bin('vitest'), ['run', '--project', 'e2e'])
step('Reliability suite (fault matrix)', bin('vitest'), ['run', '--project', 'reliability'])
console.log('\n✔ All checks passed')
