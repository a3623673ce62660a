import { coerce, define, string, StructError, validate, type Describe, type Struct } from 'superstruct'
import { json } from '../../http/router.ts'

/** A JSON body that has the shape, or the 400 reply that says which field is wrong. */
export async function readJsonBody<T>(request: Request, struct: Struct<T> | Describe<T>): Promise<{ value: T } | { error: Response }> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return { error: badRequest('Request body must be JSON') }
  }
  return checkShape<T>(body, struct)
}

/** Validates (and coerces: trims e-mails) any value; the failure names the first wrong field. */
export function checkShape<T>(value: unknown, struct: Struct<T> | Describe<T>): { value: T } | { error: Response } {
  const [failure, checked] = validate(value, struct as Struct<T>, { coerce: true })
  if (failure instanceof StructError) {
    const where = failure.path.length ? failure.path.join('.') : 'body'
    return { error: badRequest(`Invalid ${where}: ${failure.message}`) }
  }
  return { value: checked as T }
}

function badRequest(message: string): Response {
  return json({ error: message }, { status: 400 })
}

const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/

/** A standard e-mail address (SPEC §5), surrounding blanks removed. */
export const Email = coerce(
  define<string>('email', (value) => typeof value === 'string' && value.length <= 254 && EMAIL_PATTERN.test(value)),
  string(),
  (value) => value.trim(),
)

/** Text that is not blank after trimming, at most `max` characters. */
export function Text(max: number): Struct<string, null> {
  return coerce(
    define<string>(`text of 1 to ${max} characters`, (value) => typeof value === 'string' && value.length > 0 && value.length <= max),
    string(),
    (value) => value.trim(),
  )
}
