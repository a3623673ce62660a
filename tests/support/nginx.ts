import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ensureDebianPackage } from './debian-package.ts'

const NGINX = '/usr/sbin/nginx'
const TEMPLATE = path.resolve(import.meta.dirname, '../../deploy/nginx.conf.template')

export interface RunningProxy {
  origin: string
  /** The access log's lines so far: `METHOD URI STATUS cache=… upstream=…`. */
  accessLog: () => Promise<string[]>
  stop: () => Promise<void>
}

/** deploy/nginx.conf.template filled for loopback: nginx as the current user, with a prefix of its own, in front of `replicas`. */
export async function startProxy(options: { port: number; replicas: string[] }): Promise<RunningProxy> {
  ensureDebianPackage(NGINX, 'nginx')
  const prefix = await mkdtemp(path.join(tmpdir(), 'shop-proxy-'))
  const filled = (await readFile(TEMPLATE, 'utf8'))
    .replaceAll('${NGINX_PREFIX}', prefix)
    .replaceAll('${SHOP_LISTEN}', `127.0.0.1:${options.port}`)
    .replaceAll('${SHOP_REPLICAS}', options.replicas.map((replica) => `server ${replica} max_fails=1 fail_timeout=3s;`).join(' '))
  const config = path.join(prefix, 'nginx.conf')
  await writeFile(config, filled)
  // As root, nginx would hand its workers to another user, who could not write the prefix.
  const globals = `daemon off;${process.getuid?.() === 0 ? ' user root;' : ''}`
  const nginx: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', config, '-e', path.join(prefix, 'error.log'), '-g', globals], { stdio: ['ignore', 'inherit', 'inherit'] })
  const origin = `http://127.0.0.1:${options.port}`
  const deadline = Date.now() + 15_000
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with code ${nginx.exitCode}: ${await readFile(path.join(prefix, 'error.log'), 'utf8').catch(() => '')}`)
    try {
      await fetch(`${origin}/healthz`)
      break
    } catch {
      if (Date.now() > deadline) throw new Error('nginx did not start listening within 15 s')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return {
    origin,
    accessLog: async () => (await readFile(path.join(prefix, 'access.log'), 'utf8').catch(() => '')).split('\n').filter(Boolean),
    stop: async () => {
      if (nginx.exitCode === null) {
        const exited = new Promise((resolve) => nginx.once('exit', resolve))
        // SIGQUIT: nginx's graceful stop.
        nginx.kill('SIGQUIT')
        await exited
      }
      await rm(prefix, { recursive: true, force: true })
    },
  }
}
