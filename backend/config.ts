import { coerce, create, integer, min, object, optional, size, string, StructError } from 'superstruct'

/** The backend's own settings. The shop reads the same variables, so a value is changed in one place. */
export interface BackendConfig {
  port: number
  dataDir: string
  adminToken: string
  /** Public origin of the backend, used in links it hands out (checkout web URLs, e-mail links). */
  publicUrl: string
  /** Customer access token lifetime, in seconds. */
  tokenLifetimeSeconds: number
  /** Where the shop runs, so hosted pages (checkout, e-mails) can link back to it. */
  shopUrl: string
  /** The credential the customer-data service asks of its caller (the shop sends it as a bearer token). */
  customerDataApiKey: string
  /** Login attempts (`customerAccessTokenCreate`, the account site's form) allowed per window. */
  loginThrottle: { windowSeconds: number; perAccount: number; perAddress: number }
}

const Port = coerce(min(integer(), 1), string(), (value) => Number(value))
const PositiveInteger = coerce(min(integer(), 1), string(), (value) => Number(value))

const Env = object({
  BACKEND_PORT: optional(Port),
  BACKEND_DATA_DIR: optional(size(string(), 1, Infinity)),
  BACKEND_ADMIN_TOKEN: optional(size(string(), 1, Infinity)),
  BACKEND_PUBLIC_URL: optional(size(string(), 1, Infinity)),
  BACKEND_TOKEN_LIFETIME_SECONDS: optional(PositiveInteger),
  PORT: optional(Port),
  SHOP_ORIGIN: optional(size(string(), 1, Infinity)),
  CUSTOMER_DATA_API_KEY: optional(size(string(), 1, Infinity)),
  BACKEND_LOGIN_WINDOW_SECONDS: optional(PositiveInteger),
  BACKEND_LOGIN_LIMIT_PER_ACCOUNT: optional(PositiveInteger),
  BACKEND_LOGIN_LIMIT_PER_ADDRESS: optional(PositiveInteger),
})

const NAMES = Object.keys(Env.schema)

/** Reads the backend configuration from the environment; a wrong value stops start-up naming the variable. */
export function readBackendConfig(env: Record<string, string | undefined> = process.env): BackendConfig {
  const relevant = Object.fromEntries(NAMES.filter((name) => env[name] !== undefined && env[name] !== '').map((name) => [name, env[name]]))
  let parsed
  try {
    parsed = create(relevant, Env)
  } catch (error) {
    if (error instanceof StructError) {
      const name = String(error.path[0] ?? error.key)
      throw new Error(`Invalid environment variable ${name}=${JSON.stringify(env[name])}: ${error.message}`)
    }
    throw error
  }
  const port = parsed.BACKEND_PORT ?? 4000
  const shopPort = parsed.PORT ?? 3000
  return {
    port,
    dataDir: parsed.BACKEND_DATA_DIR ?? '.data',
    adminToken: parsed.BACKEND_ADMIN_TOKEN ?? 'demo-admin',
    publicUrl: (parsed.BACKEND_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    tokenLifetimeSeconds: parsed.BACKEND_TOKEN_LIFETIME_SECONDS ?? 60 * 60 * 24 * 14,
    shopUrl: (parsed.SHOP_ORIGIN ?? `http://localhost:${shopPort}`).replace(/\/$/, ''),
    customerDataApiKey: parsed.CUSTOMER_DATA_API_KEY ?? 'demo-customer-data',
    loginThrottle: {
      windowSeconds: parsed.BACKEND_LOGIN_WINDOW_SECONDS ?? 15 * 60,
      perAccount: parsed.BACKEND_LOGIN_LIMIT_PER_ACCOUNT ?? 10,
      perAddress: parsed.BACKEND_LOGIN_LIMIT_PER_ADDRESS ?? 100,
    },
  }
}

