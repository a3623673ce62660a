import { createStart } from '@tanstack/react-start'
import { rootSnapshotAdapter } from './state/root-snapshot-text.tsx'
import { postsFromOwnPages, serverFunctionEnvelope, serverFunctionInput, serverFunctionsFromOwnPages } from './server/cross-site-requests.ts'

// Cross-site requests are refused before an envelope is read; a malformed one is a 400 (cross-site-requests.ts).
// The root's snapshot travels in a script of its own, not in the router's data (state/root-snapshot-text.tsx).
export const startInstance = createStart(() => ({
  serializationAdapters: [rootSnapshotAdapter],
  requestMiddleware: [serverFunctionsFromOwnPages, postsFromOwnPages, serverFunctionEnvelope],
  functionMiddleware: [serverFunctionInput],
}))
