/**
 * Page content travels into the HTML as JSON text rather than as an object graph: the router writes a string
 * with one escape pass, where a page's content is thousands of objects to walk on every request. Both
 * directions are remembered, so a cached page is stringified once and parsed once per process or tab.
 */
const texts = new WeakMap<object, string>()
const values = new Map<string, unknown>()
const REMEMBERED_VALUES = 200

/** The JSON text of a value; the same text for the same object. */
export function jsonTextOf(value: object): string {
  let text = texts.get(value)
  if (text === undefined) {
    text = JSON.stringify(value)
    texts.set(value, text)
    remember(text, value)
  }
  return text
}

/** The value of a JSON text made by `jsonTextOf`; the object it came from when this process made it. */
export function valueOfJsonText<T>(text: string): T {
  let value = values.get(text)
  if (value === undefined) {
    value = JSON.parse(text) as unknown
    remember(text, value)
  }
  return value as T
}

function remember(text: string, value: unknown): void {
  values.delete(text)
  values.set(text, value)
  if (values.size > REMEMBERED_VALUES) values.delete(values.keys().next().value!)
}
