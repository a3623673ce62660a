import { create, object, optional, size, string, StructError, enums, type Infer } from 'superstruct'
import { adminOnly } from '../admin/routes.ts'
import type { BackendConfig } from '../config.ts'
import type { Database } from '../db/database.ts'
import type { Route } from '../http/router.ts'
import { json } from '../http/router.ts'
import { inviteCustomer, InvitationError } from './customer-recovery.ts'
import { encodeId } from './ids.ts'
import { fulfilOrder } from './orders.ts'

/** Shop-owner actions: invite a customer, mark an order fulfilled. Guarded by the admin token. */
const STORE_CODES = ['de', 'en', 'fr', 'it', 'nl', 'pl', 'gb', 'es', 'id'] as const

export const InviteBody = object({
  email: size(string(), 3, 255),
  firstName: optional(size(string(), 0, 255)),
  lastName: optional(size(string(), 0, 255)),
  store: optional(enums(STORE_CODES)),
})
export type InviteRequest = Infer<typeof InviteBody>

export const FulfilBody = object({
  trackingCompany: size(string(), 1, 255),
  number: size(string(), 1, 255),
  url: optional(size(string(), 1, 2048)),
})
export type FulfilRequest = Infer<typeof FulfilBody>

async function readBody<T>(request: Request, parse: (value: unknown) => T): Promise<T | Response> {
  try {
    return parse(await request.json())
  } catch (error) {
    const message = error instanceof StructError ? `Invalid body: ${error.message}` : 'Body must be JSON'
    return json({ error: message }, { status: 400 })
  }
}

/** Shared by the HTTP endpoint and the CLI's offline fallback, so both answer the same. */
export async function runInvite(db: Database, config: BackendConfig, body: InviteRequest) {
  const invitation = await inviteCustomer(db, config, { email: body.email, firstName: body.firstName, lastName: body.lastName, storeCode: body.store ?? 'en' })
  return { customerId: encodeId('Customer', invitation.customer.id), email: invitation.customer.email, activationUrl: invitation.activationUrl, activationLink: invitation.mail.links.activation }
}

export async function runFulfil(db: Database, orderNumber: number, body: FulfilRequest) {
  const order = await fulfilOrder(db, orderNumber, body)
  return order && { order: order.name, orderNumber: order.orderNumber, fulfillmentStatus: 'FULFILLED', trackingCompany: body.trackingCompany, number: body.number, url: body.url ?? null }
}

export function commerceAdminRoutes(config: BackendConfig, db: Database): Route[] {
  return [
    {
      method: 'POST',
      pattern: '/admin/customers/invite',
      handler: adminOnly(config.adminToken, async (request) => {
        const body = await readBody(request, (value) => create(value, InviteBody))
        if (body instanceof Response) return body
        try {
          return json(await runInvite(db, config, body), { status: 201 })
        } catch (error) {
          if (error instanceof InvitationError) return json({ error: error.message }, { status: 409 })
          throw error
        }
      }),
    },
    {
      method: 'POST',
      pattern: '/admin/orders/:number/fulfil',
      handler: adminOnly(config.adminToken, async (request, params) => {
        // Accepts the order number (1001) or its name (#1001, URL-encoded).
        const digits = (params.number ?? '').replace(/^#/, '')
        if (!/^\d{1,9}$/.test(digits)) return json({ error: 'Order number must be an integer' }, { status: 400 })
        const orderNumber = Number(digits)
        const body = await readBody(request, (value) => create(value, FulfilBody))
        if (body instanceof Response) return body
        const result = await runFulfil(db, orderNumber, body)
        return result ? json(result) : json({ error: `No order #${orderNumber}` }, { status: 404 })
      }),
    },
  ]
}
