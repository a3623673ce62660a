import { createStart } from '@tanstack/react-start'
import { postsFromOwnPages, serverFunctionEnvelope, serverFunctionInput, serverFunctionsFromOwnPages } from './server/cross-site-requests.ts'

// Cross-site requests are refused before an envelope is read; a malformed one is a 400 (cross-site-requests.ts).
export const startInstance = createStart(() => ({
  requestMiddleware: [serverFunctionsFromOwnPages, postsFromOwnPages, serverFunctionEnvelope],
  functionMiddleware: [serverFunctionInput],
}))
