import { readdirSync, readFileSync } from 'node:fs'

/** Linux reports CPU times in clock ticks of 1/100 s (USER_HZ), the same on every architecture Node runs on. */
const TICK_MS = 10

interface ProcessStat {
  parent: number
  cpuMs: number
  rssBytes: number
}

function statOf(pid: number): ProcessStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name may hold spaces and parentheses: the fields start after its last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
    return { parent: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS, rssBytes: Number(fields[21]) * 4096 }
  } catch {
    return null
  }
}

/** A process and every process below it (a server's cluster workers), as the processes' own CPU time and memory. */
export function processTreeUsage(root: number): { cpuMs: number; rssBytes: number } {
  const parents = new Map<number, number>()
  for (const name of readdirSync('/proc')) {
    const pid = Number(name)
    if (!Number.isInteger(pid)) continue
    const stat = statOf(pid)
    if (stat) parents.set(pid, stat.parent)
  }
  const tree = new Set([root])
  let grew = true
  while (grew) {
    grew = false
    for (const [pid, parent] of parents) {
      if (tree.has(parent) && !tree.has(pid)) {
        tree.add(pid)
        grew = true
      }
    }
  }
  let cpuMs = 0
  let rssBytes = 0
  for (const pid of tree) {
    const stat = statOf(pid)
    if (!stat) continue
    cpuMs += stat.cpuMs
    rssBytes += stat.rssBytes
  }
  return { cpuMs, rssBytes }
}
