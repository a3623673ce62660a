import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import type { CoverageRow } from './coverage.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    modelCoverageDir: string
  }
}

/**
 * Global setup of the model project: each test file writes its machines' rows into a shared directory,
 * and the teardown prints one table for the whole run.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'model-coverage-'))
  project.provide('modelCoverageDir', dir)
  return async () => {
    const files = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort()
    const rows = await Promise.all(files.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as CoverageRow))
    await rm(dir, { recursive: true, force: true })
    console.log(formatTable(rows))
  }
}

export function formatTable(rows: CoverageRow[]): string {
  const header = ['machine', 'states reached/total', 'transitions covered/total', 'note']
  const body = rows.map((row) => {
    const explained = Object.entries(row.unreachable).map(([key, why]) => `${key}: ${why}`)
    const note = [...(row.missing.length ? [`NOT COVERED: ${row.missing.join(', ')}`] : []), ...explained].join('; ')
    const percent = row.transitionsTotal ? Math.round((100 * row.transitionsCovered) / row.transitionsTotal) : 100
    return [row.machine, `${row.statesReached}/${row.statesTotal}`, `${row.transitionsCovered}/${row.transitionsTotal} (${percent}%)`, note || '—']
  })
  const widths = header.map((cell, i) => Math.max(cell.length, ...body.map((row) => row[i]!.length)))
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`
  return ['', 'Model-based tests: coverage per machine', line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line), ''].join('\n')
}
