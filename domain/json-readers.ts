/**
 * Readers for content-platform data, which arrives as `unknown` JSON: each returns a typed value or a safe
 * empty one, so a malformed element renders as nothing instead of breaking the page.
 */
export type Json = Record<string, unknown>

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function record(value: unknown): Json {
  return isRecord(value) ? value : {}
}

export function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback
}

export function optionalText(value: unknown): string | undefined {
  const read = text(value)
  return read === '' ? undefined : read
}

export function num(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value)
  return null
}

export function bool(value: unknown): boolean {
  return value === true || value === 'true'
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

export function records(value: unknown): Json[] {
  return list(value).filter(isRecord)
}

export function texts(value: unknown): string[] {
  return list(value).filter((item): item is string => typeof item === 'string')
}
