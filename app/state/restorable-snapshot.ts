import type { Snapshot } from 'xstate'
import { valueOfJsonText } from '../views/json-text.ts'

/** How a persisted snapshot names an actor in a context (XState's `$$ACTOR_TYPE`). */
const isActorReference = (value: object) => 'xstate$$type' in value && value.xstate$$type === 1

/**
 * The value with every object that holds an actor reference copied, the rest shared: restoring an actor replaces
 * the references in its contexts in place, and the remembered value of the text must stay as it was.
 */
function withReferencesCopied(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value
  if (isActorReference(value)) return { ...value }
  let copy: Record<string, unknown> | unknown[] | null = null
  const fields = value as Record<string, unknown>
  for (const key of Object.keys(fields)) {
    const field = fields[key]
    const copied = withReferencesCopied(field)
    if (copied !== field) (copy ??= Array.isArray(value) ? value.slice() : { ...fields })[key as never] = copied as never
  }
  return copy ?? value
}

/**
 * A persisted snapshot to restore an actor from, from its JSON text: the text's remembered value (the server
 * made the text from it, json-text.ts) rather than a parse of it, with only what restoring changes copied.
 */
export const restorableSnapshot = (text: string): Snapshot<unknown> => withReferencesCopied(valueOfJsonText(text)) as Snapshot<unknown>
