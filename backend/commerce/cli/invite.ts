import { create, StructError } from 'superstruct'
import { InvitationError } from '../customer-recovery.ts'
import { InviteBody, runInvite } from '../admin-routes.ts'
import { config, fail, runningBackend, viaHttp, withDataDir } from './admin-client.ts'

/**
 * `npm run backend:invite -- email [firstName lastName] [--store de]`: invites a customer; the activation
 * e-mail lands in the outbox (/admin/outbox) with a link to the shop's activate-account page.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const storeAt = args.indexOf('--store')
  const store = storeAt >= 0 ? args.splice(storeAt, 2)[1] : undefined
  const [email, firstName, lastName] = args
  if (!email) fail('Usage: npm run backend:invite -- email [firstName lastName] [--store de|en|fr|it|nl|pl|gb|es|id]')
  let body
  try {
    body = create({ email, firstName, lastName, store }, InviteBody)
  } catch (error) {
    fail(error instanceof StructError ? `Invalid invitation: ${error.message}` : String(error))
  }
  const origin = await runningBackend()
  if (origin) {
    const result = await viaHttp(origin, '/admin/customers/invite', body)
    if (result.status !== 201) fail(`Invitation refused (${result.status}): ${JSON.stringify(result.body)}`)
    console.log(JSON.stringify(result.body, null, 2))
    return
  }
  try {
    console.log(JSON.stringify(await withDataDir((db) => runInvite(db, config, body)), null, 2))
  } catch (error) {
    fail(error instanceof InvitationError ? `Invitation refused: ${error.message}` : String(error))
  }
}

await main()
