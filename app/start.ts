import { createStart } from '@tanstack/react-start'
import { rootSnapshotAdapter } from './state/root-snapshot-text.tsx'
import { yieldToBrowser } from './state/yield-to-browser.ts'
import { postsFromOwnPages, serverFunctionEnvelope, serverFunctionInput, serverFunctionsFromOwnPages } from './server/cross-site-requests.ts'

// Cross-site requests are refused before an envelope is read; a malformed one is a 400 (cross-site-requests.ts).
// The root's snapshot travels in a script of its own, not in the router's data (state/root-snapshot-text.tsx).
export const startInstance = createStart(() => ({
  serializationAdapters: [rootSnapshotAdapter],
  requestMiddleware: [serverFunctionsFromOwnPages, postsFromOwnPages, serverFunctionEnvelope],
  functionMiddleware: [serverFunctionInput],
}))

// The routes, the router and the client's entry are evaluated in a task of their own, after the shop's modules.
await yieldToBrowser()
