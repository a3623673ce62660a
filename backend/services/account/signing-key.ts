import type { Database } from '../../db/database.ts'
import { randomToken } from '../../commerce/secrets.ts'

/**
 * The secret that signs SSO access cookies: `BACKEND_SSO_SECRET` when set, otherwise one made at the first
 * login and kept in the database, so issued cookies stay valid across restarts and no default is guessable.
 */
export async function ssoSigningSecret(db: Database, env: Record<string, string | undefined> = process.env): Promise<string> {
  const configured = env.BACKEND_SSO_SECRET
  if (configured) return configured
  await db.query('INSERT INTO sso_signing_keys (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [randomToken(32)])
  return (await db.query<{ secret: string }>('SELECT secret FROM sso_signing_keys WHERE id = 1')).rows[0]!.secret
}
