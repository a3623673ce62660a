import { defaulted, integer, max, min, nullable, size, string, type } from 'superstruct'
import type { BackendConfig } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import { json, type Route } from '../../http/router.ts'
import { adminOnly } from '../../admin/routes.ts'
import { readJsonBody, Text } from '../http/body.ts'
import { listErrorReports, storeErrorReport } from './reports.ts'

const Optional = (maxLength: number) => defaulted(size(string(), 0, maxLength), '')

/** The report's fields (SPEC §7); host, path and message are what make a report worth keeping. */
const ErrorReportRequest = type({
  host: Text(255),
  path: Text(2048),
  query: Optional(4096),
  platform: Optional(255),
  userAgent: Optional(1024),
  customerIp: Optional(255),
  status: defaulted(nullable(max(min(integer(), 100), 599)), null),
  message: Text(4096),
  stack: Optional(20_000),
})

/** The error-report endpoint (contract in backend/README.md, "Other services") and its admin reading. */
export function errorReportRoutes(config: BackendConfig, db: Database): Route[] {
  return [
    {
      method: 'POST',
      pattern: '/error-reports',
      faultTarget: 'error-reports',
      handler: async (request) => {
        const body = await readJsonBody(request, ErrorReportRequest)
        if ('error' in body) return body.error
        const report = await storeErrorReport(db, body.value)
        return json({ id: report.id }, { status: 201 })
      },
    },
    {
      method: 'GET',
      pattern: '/admin/error-reports',
      handler: adminOnly(config.adminToken, async () => json({ reports: await listErrorReports(db) })),
    },
  ]
}
