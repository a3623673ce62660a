import type { BackendConfig } from '../config.ts'
import type { Database } from '../db/database.ts'
import type { LoginThrottle } from '../commerce/login-throttle.ts'
import type { Route } from '../http/router.ts'
import { accountRoutes } from './account/routes.ts'
import { backInStockRoutes } from './back-in-stock/routes.ts'
import { customerDataRoutes } from './customer-data/routes.ts'
import { errorReportRoutes } from './error-reports/routes.ts'
import { newsletterRoutes } from './newsletter/routes.ts'
import { reviewRoutes } from './reviews/routes.ts'

/** The shop's other services (SPEC §7 "Other calls"): newsletter, customer data, SSO account site, reviews, back in stock, error reports. */
export function otherServiceRoutes(config: BackendConfig, db: Database, loginThrottle: LoginThrottle): Route[] {
  return [
    ...newsletterRoutes(config, db),
    ...customerDataRoutes(config.customerDataApiKey, db),
    ...accountRoutes(config, db, loginThrottle),
    ...reviewRoutes(config, db),
    ...backInStockRoutes(config, db),
    ...errorReportRoutes(config, db),
  ]
}
