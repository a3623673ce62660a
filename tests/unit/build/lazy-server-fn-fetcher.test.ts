import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CLIENT_RPC_MODULE, lazyServerFnFetcher, lazyServerFnFetcherPlugin } from '../../../build/lazy-server-fn-fetcher.ts'

/** The installed framework's module, as the browser build reads it. */
function installedClientRpc() {
  const file = path.resolve('node_modules/@tanstack/start-client-core/dist/esm/client-rpc/createClientRpc.js')
  return { file, code: readFileSync(file, 'utf8') }
}

type Transform = (this: unknown, code: string, id: string) => { code: string } | undefined

describe('server-function calls fetched with the first call', () => {
  it('makes the installed framework stub import its call machinery only when a server function is called', () => {
    const { file, code } = installedClientRpc()
    expect(CLIENT_RPC_MODULE.test(file)).toBe(true)
    const lazy = lazyServerFnFetcher(code)
    expect(lazy).not.toMatch(/^import .*serverFnFetcher/m)
    expect(lazy).toContain('import("./serverFnFetcher.js")')
    expect(lazy).toContain('export { createClientRpc }')
  })

  it('changes that module alone, and only in the browser build', () => {
    const plugin = lazyServerFnFetcherPlugin()
    expect(plugin.apply).toBe('build')
    const transform = plugin.transform as unknown as Transform
    const { file, code } = installedClientRpc()
    expect(transform.call({}, code, file)?.code).toBe(lazyServerFnFetcher(code))
    expect(transform.call({}, 'export const other = 1', '/shop/node_modules/other/index.js')).toBeUndefined()
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean
    expect(applies({ name: 'client' })).toBe(true)
    expect(applies({ name: 'ssr' })).toBe(false)
  })

  it('fails the build on a framework version whose module reads differently, instead of shipping the whole fetcher unnoticed', () => {
    expect(() => lazyServerFnFetcher('export function createClientRpc() {}')).toThrow(/no longer reads as expected/)
  })
})
