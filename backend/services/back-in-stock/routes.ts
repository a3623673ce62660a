import { coerce, defaulted, enums, integer, max, min, string, type, union } from 'superstruct'
import type { BackendConfig } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import { json, type Route } from '../../http/router.ts'
import { adminOnly } from '../../admin/routes.ts'
import { numericKeyOf } from '../../commerce/ids.ts'
import { readStores } from '../../stores.ts'
import { Email, readJsonBody } from '../http/body.ts'
import { preflight, withShopCors } from '../http/cors.ts'
import { sendBackInStockMail } from './notification-mail.ts'
import { listRequests, purgeExpiredRequests, registerRequest, takeRequestsInStock, variantExists, type BackInStockRequest } from './requests.ts'

/** A variant id as the shop knows it (SPEC §3: "a variant id of the storefront platform"): global id or number. */
const VariantId = coerce(max(min(integer(), 1), 2147483647), union([string(), integer()]), (value) =>
  typeof value === 'number' ? value : /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : (numericKeyOf(value, 'ProductVariant') ?? Number.NaN),
)

const STORE_CODES = readStores().map((store) => store.code)

const BackInStockBody = type({ email: Email, variantId: VariantId, store: defaulted(enums(STORE_CODES), 'en') })
const StockBody = type({ stock: min(integer(), 0) })

/**
 * The back-in-stock service (contract in backend/README.md, "Other services"): shoppers register an e-mail for a
 * sold-out variant; when stock rises, the admin hook e-mails them and forgets them; six-month-old requests go.
 */
export function backInStockRoutes(config: BackendConfig, db: Database): Route[] {
  const shopOrigin = new URL(config.shopUrl).origin

  /** E-mails everyone waiting for a variant that is in stock now and deletes their requests. */
  const notify = async (variantIds?: number[]): Promise<BackInStockRequest[]> => {
    const taken = await takeRequestsInStock(db, variantIds)
    for (const request of taken) await sendBackInStockMail(config, db, request)
    return taken
  }
  const reply = (requests: BackInStockRequest[]) => requests.map((request) => ({ email: request.email, variantId: request.variantId, store: request.storeCode }))

  return [
    {
      method: 'POST',
      pattern: '/back-in-stock/api/requests',
      faultTarget: 'back-in-stock',
      handler: withShopCors(shopOrigin, async (request) => {
        const body = await readJsonBody(request, BackInStockBody)
        if ('error' in body) return body.error
        const { email, variantId, store } = body.value
        if (!(await variantExists(db, variantId))) return json({ error: `Invalid variantId: unknown variant ${variantId}` }, { status: 400 })
        // Purging here keeps SPEC §9's six months without a scheduler.
        await purgeExpiredRequests(db)
        const { created } = await registerRequest(db, { email, variantId, storeCode: store })
        return json({ registered: true, ...(created ? {} : { alreadyRegistered: true }) }, { status: created ? 201 : 200 })
      }),
    },
    { method: 'OPTIONS', pattern: '/back-in-stock/api/requests', handler: preflight(shopOrigin, 'POST') },
    {
      method: 'GET',
      pattern: '/admin/back-in-stock',
      handler: adminOnly(config.adminToken, async () => json({ requests: await listRequests(db) })),
    },
    {
      method: 'POST',
      pattern: '/admin/back-in-stock/notify',
      handler: adminOnly(config.adminToken, async () => {
        const purged = await purgeExpiredRequests(db)
        return json({ notified: reply(await notify()), purged })
      }),
    },
    {
      method: 'PUT',
      pattern: '/admin/variants/:variantId/stock',
      handler: adminOnly(config.adminToken, async (request, params) => {
        const variantId = Number(params.variantId)
        if (!/^\d{1,9}$/.test(params.variantId ?? '') || !(await variantExists(db, variantId))) return json({ error: `Unknown variant ${params.variantId}` }, { status: 404 })
        const body = await readJsonBody(request, StockBody)
        if ('error' in body) return body.error
        await db.query('UPDATE product_variants SET stock = $2 WHERE id = $1', [variantId, body.value.stock])
        return json({ variantId, stock: body.value.stock, notified: reply(await notify([variantId])) })
      }),
    },
  ]
}
