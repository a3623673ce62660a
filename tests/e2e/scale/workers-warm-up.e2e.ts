import { spawn } from 'node:child_process'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { freePort } from '../../support/stack.ts'

const WARMED_UP = /Shop worker (\d+) rendered \d+ warm-up pages/g

/** The production server (`scripts/serve-shop.mjs`) with two workers, its output kept as it comes. */
function shopOfTwoWorkers(port: number) {
  const child = spawn(process.execPath, ['scripts/serve-shop.mjs'], {
    env: { ...process.env, BACKEND_PORT: new URL(inject('backendUrl')).port, PORT: String(port), WEB_CONCURRENCY: '2' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return { child, output: () => output, warmedWorkers: () => [...output.matchAll(WARMED_UP)].map(([, pid]) => Number(pid)) }
}

const answers = (url: string) => fetch(url).then((response) => response.ok, () => false)

async function until<T>(what: string, value: () => T | Promise<T>, seconds = 60): Promise<NonNullable<T>> {
  const deadline = Date.now() + seconds * 1000
  for (;;) {
    const found = await value()
    if (found) return found
    if (Date.now() > deadline) throw new Error(`${what} within ${seconds} s`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('the production server\'s workers', () => {
  let shop: ReturnType<typeof shopOfTwoWorkers> | null = null

  afterAll(async () => {
    const running = shop?.child
    if (!running || running.exitCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGTERM')
    await exited
  })

  it('answer once every worker has rendered its warm-up pages, and go on answering through a worker started in place of one that died', async () => {
    const port = await freePort()
    const started = shopOfTwoWorkers(port)
    shop = started
    const url = `http://127.0.0.1:${port}/readyz`

    await until('the shop answered', () => answers(url), 120)
    expect(started.warmedWorkers()).toHaveLength(2)

    // The first worker dies: the other answers while its replacement warms up.
    const [first, second] = started.warmedWorkers()
    process.kill(first!, 'SIGKILL')
    await until('the first worker was replaced', () => started.output().includes(`Shop worker ${first} stopped`))
    expect(await answers(url)).toBe(true)
    const replacement = await until('the replacement warmed up', () => started.warmedWorkers().find((pid) => pid !== first && pid !== second))

    // Then the second dies: while its own replacement warms up, only the first one's replacement can answer.
    process.kill(second!, 'SIGKILL')
    await until('the second worker was replaced', () => started.output().includes(`Shop worker ${second} stopped`))
    expect(await answers(url)).toBe(true)
    expect(started.warmedWorkers()).toEqual([first, second, replacement])
  }, 240_000)
})
