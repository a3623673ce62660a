/**
 * Whether an error was caused by the values a request carried rather than by the backend: a bad
 * percent-encoding, or a Postgres "data exception" (SQLSTATE class 22: a number out of range, a NUL byte or
 * invalid UTF-8 in text, text that is not a number). Such a request is answered 400, not 500.
 */
export function isBadInput(error: unknown): boolean {
  if (error instanceof URIError) return true
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)
}
