import type { Database } from '../../db/database.ts'

/** SPEC §7's error report: host, path, query, platform, user agent, encoded customer IP, status, message, stack. */
export interface ErrorReportInput {
  host: string
  path: string
  query: string
  platform: string
  userAgent: string
  customerIp: string
  status: number | null
  message: string
  stack: string
}

export interface ErrorReport extends ErrorReportInput {
  id: number
  createdAt: string
}

interface Row {
  id: number
  host: string
  path: string
  query: string
  platform: string
  user_agent: string
  customer_ip: string
  status: number | null
  message: string
  stack: string
  created_at: Date
}

export async function storeErrorReport(db: Database, input: ErrorReportInput): Promise<ErrorReport> {
  const { rows } = await db.query<Row>(
    `INSERT INTO error_reports (host, path, query, platform, user_agent, customer_ip, status, message, stack)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
    [input.host, input.path, input.query, input.platform, input.userAgent, input.customerIp, input.status, input.message, input.stack],
  )
  return toReport(rows[0]!)
}

/** Newest first. */
export async function listErrorReports(db: Database, limit = 200): Promise<ErrorReport[]> {
  return (await db.query<Row>('SELECT * FROM error_reports ORDER BY id DESC LIMIT $1', [limit])).rows.map(toReport)
}

function toReport(row: Row): ErrorReport {
  return {
    id: row.id, host: row.host, path: row.path, query: row.query, platform: row.platform, userAgent: row.user_agent,
    customerIp: row.customer_ip, status: row.status, message: row.message, stack: row.stack, createdAt: new Date(row.created_at).toISOString(),
  }
}
