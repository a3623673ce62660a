/** Relay connections over lists small enough to hold in memory (a checkout's lines, a customer's orders). */
export interface ConnectionArgs {
  first?: number | null
  after?: string | null
  last?: number | null
  before?: string | null
  reverse?: boolean | null
}

export interface Connection<T> {
  edges: Array<{ cursor: string; node: T }>
  nodes: T[]
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null }
}

/** Upper bound of `first`/`last`, as the platform enforces. */
const MAX_PAGE = 250

export class PageSizeError extends Error {}

const encodeCursor = (key: string) => Buffer.from(`cursor:${key}`, 'utf8').toString('base64')

export function connection<T>(items: T[], args: ConnectionArgs, keyOf: (item: T) => string | number): Connection<T> {
  for (const bound of [args.first, args.last]) {
    if (bound != null && (bound < 0 || bound > MAX_PAGE)) throw new PageSizeError(`first and last must be between 0 and ${MAX_PAGE}`)
  }
  if (args.first == null && args.last == null) throw new PageSizeError('you must provide one of first or last')
  let list = args.reverse ? [...items].reverse() : items
  const cursors = list.map((item) => encodeCursor(String(keyOf(item))))
  let start = 0
  let end = list.length
  if (args.after) {
    const at = cursors.indexOf(args.after)
    if (at >= 0) start = at + 1
  }
  if (args.before) {
    const at = cursors.indexOf(args.before)
    if (at >= 0) end = at
  }
  let from = start
  let to = end
  if (args.first != null) to = Math.min(to, from + args.first)
  if (args.last != null) from = Math.max(from, to - args.last)
  list = list.slice(from, to)
  const edges = list.map((node, index) => ({ cursor: cursors[from + index]!, node }))
  return {
    edges,
    nodes: list,
    pageInfo: {
      hasNextPage: to < end,
      hasPreviousPage: from > start,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  }
}
