import { recentValues } from '../state/recent-values.ts'

/**
 * The root's persisted snapshot travels into the HTML as one JSON text rather than as an object graph: the router
 * writes a string with one escape pass, where a page's content is thousands of objects to walk on every request.
 * The server reads the page from it without parsing it: the text is made from a value (`jsonTextOf`), which is
 * remembered with it; a text met without its value (one made by another process) is parsed once. The settled
 * roots are kept (settled-roots.ts), so a warm page's text is the same string. The values are read, never changed.
 */
const values = recentValues<unknown>({ maxEntries: 200, maxBytes: 8 * 1024 * 1024, sizeOf: (_value, text) => 2 * text.length })

/** The JSON text of a value, remembered with the value for `valueOfJsonText`. */
export function jsonTextOf(value: unknown): string {
  const text = JSON.stringify(value)
  values.set(text, value)
  return text
}

/** The value of a JSON text; the same object for the same recent text. */
export function valueOfJsonText<T>(text: string): T {
  const known = values.get(text)
  return (known === undefined ? values.set(text, JSON.parse(text) as unknown) : known) as T
}
