/**
 * Values remembered by key, at most `limit` of them: the least recently used is forgotten first. For work a
 * server would otherwise repeat on every request for the same few inputs.
 */
export function recentValues<V>(limit: number) {
  const values = new Map<string, V>()
  return {
    get(key: string): V | undefined {
      const value = values.get(key)
      if (value !== undefined) {
        values.delete(key)
        values.set(key, value)
      }
      return value
    },
    set(key: string, value: V): V {
      values.delete(key)
      values.set(key, value)
      if (values.size > limit) values.delete(values.keys().next().value!)
      return value
    },
  }
}
