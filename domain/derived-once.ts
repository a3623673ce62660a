/**
 * What is derived from a value that is read, never changed, made once per value (and key): a cached reply is
 * the same value until it is read anew, so a derivation of it runs once per reply rather than once per page.
 */
// Marked free of side effects: a module that derives at its top level keeps nothing (such as the derivation's
// own imports) in a bundle where the derivation is never called.
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
