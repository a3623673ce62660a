import type { ContentError } from '../../domain/types.ts'
import { logError } from '../../services/error-log.ts'

/** The limits `POST /log-error/` holds each field to (app/server/log-error.ts): longer text would lose the report. */
const clip = (text: string, length: number) => text.slice(0, length)
const isHttpStatus = (status: number) => Number.isInteger(status) && status >= 100 && status <= 599

/**
 * SPEC §8: a page-load failure is logged. A client navigation's failure happens in the browser, whose console
 * nobody reads: it goes to the shop's error log (SPEC §7 `POST /log-error/`), beside the failures the server met.
 * A status of 0 (no reply at all) is not an HTTP status, so it stays out of the report and the cause tells it.
 */
export function reportPageLoadFailure(path: string, error: ContentError | null): void {
  const detail = error
    ? { message: clip(error.cause || error.statusText || 'page-load-failed', 4096), statusText: clip(error.statusText, 255), id: clip(error.errorId, 255), ...(isHttpStatus(error.status) ? { status: error.status } : {}) }
    : { message: 'page-load-failed' }
  void logError({ shopOrigin: window.location.origin }, { error: detail, url: clip(path, 2048) })
}
