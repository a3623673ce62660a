/**
 * The secret that signs SSO access cookies. The shop verifies the cookie with the same `SSO_SECRET`, so
 * both sides read one variable; the default is for the demo shop only, like the demo access keys.
 */
export function ssoSigningSecret(env: Record<string, string | undefined> = process.env): string {
  return env.SSO_SECRET || 'demo-sso-secret'
}
