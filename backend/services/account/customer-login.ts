import type { Database } from '../../db/database.ts'
import { verifyPassword } from '../../commerce/secrets.ts'

export interface LoginCustomer {
  id: number
  email: string
  firstName: string | null
  lastName: string | null
}

/**
 * Checks e-mail and password against the commerce customers with the commerce password hash. Unknown e-mail,
 * wrong password and a not yet activated account give the same answer, so logins reveal no accounts.
 */
export async function verifyCustomerLogin(db: Database, email: string, password: string): Promise<LoginCustomer | undefined> {
  const { rows } = await db.query<{ id: number; email: string; first_name: string | null; last_name: string | null; state: string; password_hash: string | null }>(
    'SELECT id, email, first_name, last_name, state, password_hash FROM customers WHERE lower(email) = lower($1)',
    [email.trim()],
  )
  const row = rows[0]
  if (!row || row.state !== 'enabled' || !row.password_hash || !(await verifyPassword(password, row.password_hash))) return undefined
  return { id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name }
}
