import { GraphQLError, Kind, type ArgumentNode, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode, type ValueNode } from 'graphql'

/**
 * Limits a storefront document must keep before it is validated or run, as the platform limits query cost and
 * depth: a nested or wide query is refused at once, before it can take time or memory.
 */
export const QUERY_LIMITS = {
  /** Nesting of fields, leaves included; the shop's deepest document (an order's line items) has 10. */
  maxDepth: 15,
  /**
   * Objects the query may ask for: each field with a selection costs 1, times the `first`/`last` (or `ids`) above
   * it; a connection's `edges` and `pageInfo` wrappers are free. 10 orders of 20 line items with variant, image
   * and product cost about 1,000.
   */
  maxCost: 2000,
  /** Field selections in the document, fragments expanded. */
  maxFields: 500,
  /** Lists inside lists of the introspection schema (`types` → `fields` → `args` is the deepest real use). */
  maxIntrospectionLists: 3,
  /** Lexical tokens of the document, so that parsing itself stays cheap. */
  maxTokens: 10_000,
} as const

const INTROSPECTION_ROOTS = new Set(['__schema', '__type'])
const FREE_WRAPPERS = new Set(['edges', 'pageInfo'])
const INTROSPECTION_LISTS = new Set(['types', 'fields', 'args', 'inputFields', 'interfaces', 'possibleTypes', 'enumValues', 'directives'])

export interface QueryMeasure {
  depth: number
  cost: number
  fields: number
  introspectionLists: number
}

/** How many items a field asks for: its `first` or `last`, or the length of `ids`; 1 for any other field. */
function sizeOf(args: readonly ArgumentNode[] | undefined, variables: Record<string, unknown>): number {
  let size = 1
  for (const argument of args ?? []) {
    const name = argument.name.value
    if (name !== 'first' && name !== 'last' && name !== 'ids') continue
    const value = valueOf(argument.value, variables)
    const count = Array.isArray(value) ? value.length : typeof value === 'number' && Number.isFinite(value) ? value : 1
    size = Math.max(size, count)
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
      if (!FREE_WRAPPERS.has(name)) measure.cost += multiplier
      const lists = introspection === undefined ? (INTROSPECTION_ROOTS.has(name) ? 0 : undefined) : introspection + (INTROSPECTION_LISTS.has(name) ? 1 : 0)
      if (lists !== undefined) measure.introspectionLists = Math.max(measure.introspectionLists, lists)
      walk(selection.selectionSet, depth + 1, multiplier * sizeOf(selection.arguments, variables), lists, spreading)
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
  if (measure.cost > QUERY_LIMITS.maxCost) errors.push(`Query cost exceeds the maximum of ${QUERY_LIMITS.maxCost}: ask for fewer items (first, last) or fewer nested objects.`)
  if (measure.fields > QUERY_LIMITS.maxFields) errors.push(`Query has more than ${QUERY_LIMITS.maxFields} fields.`)
  if (measure.introspectionLists > QUERY_LIMITS.maxIntrospectionLists) errors.push(`Introspection nests more than ${QUERY_LIMITS.maxIntrospectionLists} lists.`)
  return errors.map((message) => new GraphQLError(message, { extensions: { code: 'MAX_COST_EXCEEDED' } }))
}
