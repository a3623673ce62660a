import { execute, GraphQLError, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql'
import { is, object, optional, record, string, unknown, nullable } from 'superstruct'
import type { BackendConfig } from '../config.ts'
import type { Database } from '../db/database.ts'
import type { Handler, Route } from '../http/router.ts'
import { json } from '../http/router.ts'
import type { BackendStore } from '../stores.ts'
import { API_VERSIONS, type ApiVersion } from './api-versions.ts'
import { isBadInput } from '../http/bad-input.ts'
import { PageSizeError } from './connection.ts'
import { contextFor } from './context.ts'
import { buyerAddress, type LoginThrottle } from './login-throttle.ts'
import { QUERY_LIMITS, queryLimitErrors } from './query-limits.ts'

/**
 * GraphQL over HTTP for the storefront API, one endpoint per API version: the access key header picks the store;
 * the body is `{query, variables, operationName}`.
 */
const graphqlPath = (version: ApiVersion) => `/api/${version}/graphql`
export const ACCESS_TOKEN_HEADER = 'x-shopify-storefront-access-token'

const Body = object({
  query: string(),
  variables: optional(nullable(record(string(), unknown()))),
  operationName: optional(nullable(string())),
})

// Browsers call the storefront API directly with a public key and no cookies, as with the real platform.
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': `content-type, accept, ${ACCESS_TOKEN_HEADER}`,
  'access-control-max-age': '86400',
}

const reply = (body: unknown, status = 200) => json(body, { status, headers: CORS })

/**
 * Errors from resolvers that are not GraphQL's own or a known limit are logged and answered without internals; an
 * argument the database cannot hold (a NUL byte, a number out of range) is named as the caller's mistake.
 */
function maskError(error: GraphQLError): GraphQLError {
  const original = error.originalError
  if (!original || original instanceof GraphQLError || original instanceof PageSizeError) return error
  if (isBadInput(original)) return new GraphQLError('Invalid argument: a value is malformed or out of range', { nodes: error.nodes, path: error.path })
  console.error('[backend] storefront resolver failed', original)
  return new GraphQLError('Internal error', { nodes: error.nodes, path: error.path })
}

function graphqlHandler(config: BackendConfig, db: Database, schema: GraphQLSchema, stores: BackendStore[], loginThrottle: LoginThrottle): Handler {
  return async (request, _params, client) => {
    const key = request.headers.get(ACCESS_TOKEN_HEADER)
    const store = key ? stores.find((candidate) => candidate.storefrontAccessKey === key) : undefined
    if (!store) return reply({ errors: [{ message: '[API] Invalid API key or access token (unrecognized login or wrong password)' }] }, 401)
    let body: unknown
    try {
      body = await request.json()
    } catch {
      return reply({ errors: [{ message: 'Request body is not valid JSON' }] }, 400)
    }
    if (!is(body, Body)) return reply({ errors: [{ message: 'Request body must be {query, variables?, operationName?}' }] }, 400)
    let document: DocumentNode
    try {
      document = parse(body.query, { maxTokens: QUERY_LIMITS.maxTokens })
    } catch (error) {
      return reply({ errors: [error instanceof GraphQLError ? error.toJSON() : { message: 'Syntax error' }] })
    }
    // Depth and cost are measured on the syntax before validation, whose own work grows with the document.
    const limitErrors = queryLimitErrors(document, body.variables ?? {})
    if (limitErrors.length) return reply({ errors: limitErrors.map((error) => error.toJSON()) })
    const validationErrors = validate(schema, document)
    if (validationErrors.length) return reply({ errors: validationErrors.map((error) => error.toJSON()) })
    const variables = body.variables ?? undefined
    const operationName = body.operationName ?? undefined
    const base = { db, config, store, loginThrottle, clientAddress: buyerAddress(request, client.address) }
    const contextValue = contextFor(base, schema, document, operationName, variables)
    const result = await execute({ schema, document, variableValues: variables, operationName, contextValue })
    return reply(result.errors ? { ...result, errors: result.errors.map((error) => maskError(error).toJSON()) } : result)
  }
}

/** Every version's endpoint, each with its own schema; keys, CORS, error masking and fault target are shared. */
export function graphqlRoutes(
  config: BackendConfig,
  db: Database,
  schemaOf: (version: ApiVersion) => GraphQLSchema,
  stores: BackendStore[],
  loginThrottle: LoginThrottle,
): Route[] {
  return API_VERSIONS.flatMap((version): Route[] => {
    const pattern = graphqlPath(version)
    const handler = graphqlHandler(config, db, schemaOf(version), stores, loginThrottle)
    return [
      { method: 'POST', pattern, faultTarget: 'graphql', headers: CORS, handler },
      { method: 'OPTIONS', pattern, handler: () => new Response(null, { status: 204, headers: CORS }) },
    ]
  })
}
