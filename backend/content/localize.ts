import { LANGUAGES, type LanguageCode } from '../stores.ts'

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

const LANGUAGE_SET = new Set<string>(LANGUAGES)

function isTranslation(value: { [key: string]: Json }): boolean {
  const keys = Object.keys(value)
  return keys.length > 0 && keys.every((key) => LANGUAGE_SET.has(key)) && keys.every((key) => typeof value[key] === 'string')
}

/** Replaces every `{de: …, en: …, …}` text object inside stored JSON by its text in one language (English as fallback). */
export function localize(value: Json, language: LanguageCode): Json {
  if (Array.isArray(value)) return value.map((item) => localize(item, language))
  if (value && typeof value === 'object') {
    if (isTranslation(value)) return (value[language] ?? value.en ?? '') as string
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, localize(item, language)]))
  }
  return value
}

/** Storefront global ids are base64 of `gid://shopify/{type}/{id}` (SPEC §7). */
export function globalId(type: 'Product' | 'ProductVariant', id: number | string): string {
  return Buffer.from(`gid://shopify/${type}/${id}`).toString('base64')
}
