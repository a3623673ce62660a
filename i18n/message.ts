import type { TranslationFunctions } from './i18n-types.ts'

type ValuesOf<K extends keyof TranslationFunctions> = Parameters<TranslationFunctions[K]>

/**
 * A text for the shopper, named by its i18n key with the values it needs. Machines hold messages, never
 * sentences in one language; the component says them in the shopper's language with `translate`.
 */
export type Message = {
  [K in keyof TranslationFunctions]: ValuesOf<K> extends [] ? { key: K } : { key: K; values: ValuesOf<K>[0] }
}[keyof TranslationFunctions]

export function translate(LL: TranslationFunctions, message: Message): string {
  // The key and its values were checked together when the message was made.
  const say = LL[message.key] as (values?: unknown) => string
  return 'values' in message ? say(message.values) : say()
}
