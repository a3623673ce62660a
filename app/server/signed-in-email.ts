import { appConfig, type StoreCode } from '../../app.config.ts'
import { customerService } from '../../services/customer.ts'
import { verifyAccessCookie } from '../../services/sso.ts'
import { storefrontTransport } from '../../services/storefront/transport.ts'
import { requestToken } from './access-token-cookie.ts'
import { liveSsoCookie } from './sso-cookie.ts'
import { storefrontAccessOf } from './storefront-access.ts'

/**
 * The e-mail of the customer this request is signed in as: from a verified SSO access cookie, else from the
 * customer access token cookie as the storefront platform knows it. `null` for a visitor.
 */
export async function signedInEmail(store: StoreCode): Promise<string | null> {
  const config = appConfig()
  const sso = await verifyAccessCookie(await liveSsoCookie(), config.ssoSecret)
  if (sso.kind === 'user') return sso.user.email
  const token = requestToken()
  if (!token) return null
  const transport = storefrontTransport(storefrontAccessOf(config, store))
  const customer = await customerService(transport).fetchCustomer(token)
  return customer.ok ? customer.value.email : null
}
