import type { Plugin } from 'vite'

/** The framework module that makes the browser's stub of each server function. */
export const CLIENT_RPC_MODULE = /[\\/]@tanstack[\\/]start-client-core[\\/]dist[\\/]esm[\\/]client-rpc[\\/]createClientRpc\.js$/

const STATIC_IMPORT = 'import { serverFnFetcher } from "./serverFnFetcher.js";'
const CALL = 'return serverFnFetcher(url, args, startFetch ?? fetch);'
const LAZY_CALL = 'return import("./serverFnFetcher.js").then((fetcher) => fetcher.serverFnFetcher(url, args, startFetch ?? fetch));'

/**
 * The browser's server-function stubs fetch the framework's call machinery (its serializer, about 10 KB gzipped)
 * with their first call instead of with every page: a first load renders from the server's data and calls none,
 * while the framework's entry imports the stub maker statically. Only this one import is moved; a framework
 * version whose module reads differently fails the build here rather than quietly shipping the whole fetcher.
 */
export function lazyServerFnFetcher(code: string): string {
  if (code.split(STATIC_IMPORT).length !== 2 || code.split(CALL).length !== 2) {
    throw new Error('createClientRpc.js no longer reads as expected: update build/lazy-server-fn-fetcher.ts for this framework version')
  }
  return code.replace(STATIC_IMPORT, '').replace(CALL, LAZY_CALL)
}

export function lazyServerFnFetcherPlugin(): Plugin {
  return {
    name: 'shop:lazy-server-fn-fetcher',
    // A size measure for what the browser downloads: development serves the framework as it is.
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      return CLIENT_RPC_MODULE.test(id) ? { code: lazyServerFnFetcher(code), map: null } : undefined
    },
  }
}
