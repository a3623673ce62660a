import type { Database } from '../db/database.ts'

/** E-mails the backend would send, kept in a table so a person (dev page) and a test (JSON) can read them. */
export interface Mail {
  id: number
  recipient: string
  subject: string
  body: string
  links: Record<string, string>
  createdAt: string
}

export async function sendMail(db: Pick<Database, 'query'>, mail: Omit<Mail, 'id' | 'createdAt'>): Promise<Mail> {
  const { rows } = await db.query<{ id: number; created_at: Date }>(
    'INSERT INTO outbox (recipient, subject, body, links) VALUES ($1, $2, $3, $4) RETURNING id, created_at',
    [mail.recipient, mail.subject, mail.body, JSON.stringify(mail.links)],
  )
  return { ...mail, id: rows[0]!.id, createdAt: new Date(rows[0]!.created_at).toISOString() }
}

/** Newest first. */
export async function listMail(db: Pick<Database, 'query'>, limit = 200): Promise<Mail[]> {
  const { rows } = await db.query<{ id: number; recipient: string; subject: string; body: string; links: Record<string, string>; created_at: Date }>(
    'SELECT * FROM outbox ORDER BY id DESC LIMIT $1',
    [limit],
  )
  return rows.map((row) => ({ id: row.id, recipient: row.recipient, subject: row.subject, body: row.body, links: row.links, createdAt: new Date(row.created_at).toISOString() }))
}
