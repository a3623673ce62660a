/** How much of a server's memory a cache may hold: at most `maxEntries` values and, when given, `maxBytes` of them as `sizeOf` counts them. */
export interface RecentBudget<V> {
  maxEntries: number
  maxBytes?: number
  /** The size a value (and its key) holds, in bytes; the key's length alone when not given. */
  sizeOf?: (value: V, key: string) => number
  /** A value older than this is forgotten when next asked for. */
  maxAgeMs?: number
  now?: () => number
}

/**
 * Values remembered by key within a budget: the least recently used are forgotten first. For work a server
 * would otherwise repeat on every request for the same few inputs. A count alone does not bound memory when a
 * value is a page's text: the budget in bytes does, whatever the pages weigh.
 */
export function recentValues<V>(budget: number | RecentBudget<V>) {
  const { maxEntries, maxBytes = Infinity, sizeOf = (_value: V, key: string) => key.length, maxAgeMs = Infinity, now = Date.now } = typeof budget === 'number' ? { maxEntries: budget } : budget
  const values = new Map<string, { value: V; bytes: number; at: number }>()
  let bytes = 0
  const forget = (key: string) => {
    const known = values.get(key)
    if (!known) return
    values.delete(key)
    bytes -= known.bytes
  }
  return {
    get(key: string): V | undefined {
      const known = values.get(key)
      if (known === undefined) return undefined
      forget(key)
      if (now() - known.at >= maxAgeMs) return undefined
      values.set(key, known)
      bytes += known.bytes
      return known.value
    },
    set(key: string, value: V): V {
      forget(key)
      const size = sizeOf(value, key)
      values.set(key, { value, bytes: size, at: now() })
      bytes += size
      while (values.size > maxEntries || (bytes > maxBytes && values.size > 1)) forget(values.keys().next().value!)
      return value
    },
    delete: forget,
  }
}
