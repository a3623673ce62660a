import { StructError, validate, type Struct } from 'superstruct'

/** Bodies the browser may send to the shop's own endpoints are small; anything larger is refused unread. */
const MAX_BODY_BYTES = 64 * 1024

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response }

/** Reads a JSON body of the shape; otherwise the 400 (or 413) reply naming the first wrong field. */
export async function readJsonRequest<T>(request: Request, shape: Struct<T, unknown>): Promise<Parsed<T>> {
  const text = await request.text()
  if (text.length > MAX_BODY_BYTES) return { ok: false, response: Response.json({ error: 'Request body too large' }, { status: 413 }) }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { ok: false, response: Response.json({ error: 'Request body must be JSON' }, { status: 400 }) }
  }
  const [failure, value] = validate(body, shape, { coerce: true })
  if (failure instanceof StructError) {
    const where = failure.path.length ? failure.path.join('.') : 'body'
    return { ok: false, response: Response.json({ error: `Invalid ${where}: ${failure.message}` }, { status: 400 }) }
  }
  return { ok: true, value: value as T }
}
