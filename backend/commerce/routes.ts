import type { BackendConfig } from '../config.ts'
import type { Database } from '../db/database.ts'
import type { Route } from '../http/router.ts'
import { readStores } from '../stores.ts'
import { accountLinkRoutes } from './account-links.ts'
import { commerceAdminRoutes } from './admin-routes.ts'
import { commerceSchema } from './executable-schema.ts'
import { graphqlRoutes } from './graphql-route.ts'
import { hostedCheckoutRoutes } from './hosted-checkout/routes.ts'
import { invitationRoutes } from './invitation-routes.ts'
import type { LoginThrottle } from './login-throttle.ts'
import { outboxRoutes } from './outbox-page.ts'

/** Every endpoint of the commerce backend: storefront GraphQL (2022-07 and 2025-07), hosted checkout, invitation decline, outbox, admin actions. */
export function commerceRoutes(config: BackendConfig, db: Database, loginThrottle: LoginThrottle): Route[] {
  const stores = readStores()
  return [
    ...graphqlRoutes(config, db, commerceSchema, stores, loginThrottle),
    ...invitationRoutes(db, stores),
    ...hostedCheckoutRoutes(config, db),
    ...outboxRoutes(config.adminToken, db),
    ...commerceAdminRoutes(config, db),
    ...accountLinkRoutes(config),
  ]
}
