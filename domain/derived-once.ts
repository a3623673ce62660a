/**
 * What is derived from a value that is read, never changed, made once per value (and key): a cached reply is
 * the same value until it is read anew, so a derivation of it runs once per reply rather than once per page.
 * Marked free of side effects, so a bundle where a top-level derivation is never called keeps nothing of it
 * (nor of its imports, such as the server's sanitizer).
 */
/* @__NO_SIDE_EFFECTS__ */
export function derivedOnce<V extends object, R>(derive: (value: V, key: string) => R): (value: V, key?: string) => R {
  const made = new WeakMap<V, Map<string, R>>()
  return (value, key = '') => {
    let byKey = made.get(value)
    if (!byKey) made.set(value, (byKey = new Map()))
    if (!byKey.has(key)) byKey.set(key, derive(value, key))
    return byKey.get(key)!
  }
}
