import type { BackendConfig } from '../config.ts'
import type { Route } from '../http/router.ts'
import { activationLink, activationUrl, resetLink } from './customer-recovery.ts'

/**
 * The platform-style account URLs (`/account/activate/{id}/{token}`, `/account/reset/{id}/{token}`) opened in a
 * browser lead to the shop's own pages, as a storefront's e-mail links would.
 */
export function accountLinkRoutes(config: BackendConfig): Route[] {
  const redirect = (location: string) => new Response(null, { status: 302, headers: { location } })
  const valid = (params: Record<string, string>) => /^\d{1,9}$/.test(params.id ?? '') && /^[0-9a-f]{16,64}$/.test(params.token ?? '')
  return [
    {
      method: 'GET',
      pattern: '/account/activate/:id/:token',
      handler: (_, params) => (valid(params) ? redirect(activationLink(config, 'en', activationUrl(config, Number(params.id), params.token!))) : new Response('Not found', { status: 404 })),
    },
    {
      method: 'GET',
      pattern: '/account/reset/:id/:token',
      handler: (_, params) => (valid(params) ? redirect(resetLink(config, 'en', Number(params.id), params.token!)) : new Response('Not found', { status: 404 })),
    },
  ]
}
