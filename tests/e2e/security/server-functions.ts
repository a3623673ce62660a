import { readFileSync } from 'node:fs'
import path from 'node:path'

/** The ids and names of the shop's server functions, as the production build lists them. */
export function serverFunctions(): Array<{ id: string; name: string }> {
  const server = readFileSync(path.resolve('dist/server/server.js'), 'utf8')
  return [...server.matchAll(/"([a-f0-9]{64})": \{\s*functionName: "([A-Za-z0-9_]+)"/g)].map(([, id, name]) => ({ id: id!, name: name! }))
}

/** The shop's own POST endpoints. */
export const POST_ENDPOINTS = ['/api/newsletter/subscribe', '/api/salesforce/getUser', '/log-error/']
