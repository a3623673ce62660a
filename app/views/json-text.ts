/**
 * The root's persisted snapshot travels into the HTML as one JSON text rather than as an object graph: the router
 * writes a string with one escape pass, where a page's content is thousands of objects to walk on every request.
 * The server reads the page from it by parsing it once per text: the settled roots are kept (settle-root-actor.ts),
 * so a warm page's text is the same string, parsed once per process.
 */
const values = new Map<string, unknown>()
const REMEMBERED_VALUES = 200

/** The value of a JSON text; the same object for the same recent text. */
export function valueOfJsonText<T>(text: string): T {
  let value = values.get(text)
  if (value === undefined) value = JSON.parse(text) as unknown
  values.delete(text)
  values.set(text, value)
  if (values.size > REMEMBERED_VALUES) values.delete(values.keys().next().value!)
  return value as T
}
