import { GraphQLError, Kind, type ArgumentNode, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode, type ValueNode } from 'graphql'

/**
 * Limits a storefront document must keep before it is validated or run, as the platform limits query cost and
 * depth: a nested or wide query is refused at once, before it can take time or memory.
 */
export const QUERY_LIMITS = {
  /** Nesting of fields, leaves included; the shop's deepest document (an order's line items) has 10. */
  maxDepth: 15,
  /**
   * Items of lists the query may ask for: every field with `first`, `last` or `ids` costs its size times the sizes
   * of the lists above it (so 50 orders of 50 line items cost 50 + 2,500), as the platforms that count "nodes" do.
   */
  maxCost: 10_000,
  /** Field selections in the document, fragments expanded. */
  maxFields: 500,
  /** Lists inside lists of the introspection schema (`types` → `fields` → `args` is the deepest real use). */
  maxIntrospectionLists: 3,
  /** Lexical tokens of the document, so that parsing itself stays cheap. */
  maxTokens: 10_000,
} as const

const INTROSPECTION_ROOTS = new Set(['__schema', '__type'])
const INTROSPECTION_LISTS = new Set(['types', 'fields', 'args', 'inputFields', 'interfaces', 'possibleTypes', 'enumValues', 'directives'])

export interface QueryMeasure {
  depth: number
  cost: number
  fields: number
  introspectionLists: number
}

/** How many items a field asks for: its `first` or `last`, or the length of `ids`; `undefined` for any other field. */
function sizeOf(args: readonly ArgumentNode[] | undefined, variables: Record<string, unknown>): number | undefined {
  let size: number | undefined
  for (const argument of args ?? []) {
    const name = argument.name.value
    if (name !== 'first' && name !== 'last' && name !== 'ids') continue
    const value = valueOf(argument.value, variables)
    const count = Array.isArray(value) ? value.length : typeof value === 'number' && Number.isFinite(value) ? Math.max(value, 0) : 1
    size = Math.max(size ?? 0, count)
  }
  return size
}

function valueOf(node: ValueNode, variables: Record<string, unknown>): unknown {
  if (node.kind === Kind.VARIABLE) return variables[node.name.value]
  if (node.kind === Kind.INT || node.kind === Kind.FLOAT) return Number(node.value)
  if (node.kind === Kind.LIST) return node.values
  return undefined
}

/**
 * Measures every operation of a document on its syntax alone (fragments expanded, a fragment cycle stops the
 * walk; validation reports it later). Stops counting once a limit is passed, so a hostile document costs little.
 */
export function measureDocument(document: DocumentNode, variables: Record<string, unknown> = {}): QueryMeasure {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
  const measure: QueryMeasure = { depth: 0, cost: 0, fields: 0, introspectionLists: 0 }
  const exceeded = () =>
    measure.depth > QUERY_LIMITS.maxDepth || measure.cost > QUERY_LIMITS.maxCost || measure.fields > QUERY_LIMITS.maxFields || measure.introspectionLists > QUERY_LIMITS.maxIntrospectionLists

  const walk = (selectionSet: SelectionSetNode, depth: number, multiplier: number, introspection: number | undefined, spreading: Set<string>): void => {
    for (const selection of selectionSet.selections) {
      if (exceeded()) return
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, depth, multiplier, introspection, spreading)
        continue
      }
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const name = selection.name.value
        const fragment = fragments.get(name)
        if (!fragment || spreading.has(name)) continue
        walk(fragment.selectionSet, depth, multiplier, introspection, new Set([...spreading, name]))
        continue
      }
      const name = selection.name.value
      measure.fields++
      measure.depth = Math.max(measure.depth, depth + 1)
      if (!selection.selectionSet) continue
      const size = sizeOf(selection.arguments, variables)
      const items = size === undefined ? multiplier : multiplier * size
      if (size !== undefined) measure.cost += items
      const lists = introspection === undefined ? (INTROSPECTION_ROOTS.has(name) ? 0 : undefined) : introspection + (INTROSPECTION_LISTS.has(name) ? 1 : 0)
      if (lists !== undefined) measure.introspectionLists = Math.max(measure.introspectionLists, lists)
      walk(selection.selectionSet, depth + 1, items, lists, spreading)
    }
  }
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) walk(definition.selectionSet, 0, 1, undefined, new Set())
  }
  return measure
}

/** The errors of a document that breaks a limit, in the words a client can act on; none when it keeps them. */
export function queryLimitErrors(document: DocumentNode, variables: Record<string, unknown> = {}): GraphQLError[] {
  const measure = measureDocument(document, variables)
  const errors: string[] = []
  if (measure.depth > QUERY_LIMITS.maxDepth) errors.push(`Query is nested too deeply: more than ${QUERY_LIMITS.maxDepth} levels of fields.`)
  if (measure.cost > QUERY_LIMITS.maxCost) errors.push(`Query cost exceeds the maximum of ${QUERY_LIMITS.maxCost}: its lists (first, last, ids), multiplied where nested, ask for too many items.`)
  if (measure.fields > QUERY_LIMITS.maxFields) errors.push(`Query has more than ${QUERY_LIMITS.maxFields} fields.`)
  if (measure.introspectionLists > QUERY_LIMITS.maxIntrospectionLists) errors.push(`Introspection nests more than ${QUERY_LIMITS.maxIntrospectionLists} lists.`)
  return errors.map((message) => new GraphQLError(message, { extensions: { code: 'MAX_COST_EXCEEDED' } }))
}
