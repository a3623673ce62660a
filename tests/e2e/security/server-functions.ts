import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The ids and names of the shop's server functions, as the production build lists them: in the server's entry or
 * in a chunk of its own, wherever the bundler put the list.
 */
export function serverFunctions(): Array<{ id: string; name: string }> {
  const serverDir = path.resolve('dist/server')
  const scripts = readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'))
  return scripts.flatMap((file) =>
    [...readFileSync(path.join(serverDir, file), 'utf8').matchAll(/"([a-f0-9]{64})": \{\s*functionName: "([A-Za-z0-9_]+)"/g)].map(([, id, name]) => ({ id: id!, name: name! })),
  )
}

/** The shop's own POST endpoints. */
export const POST_ENDPOINTS = ['/api/newsletter/subscribe', '/api/salesforce/getUser', '/log-error/']
