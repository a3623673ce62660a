import { isFilled } from './validation.ts'

/**
 * The phrase a search page is opened for: what the shopper typed, trimmed, or null when nothing was (SPEC §5
 * "Search input: required"). The search machine and the search box before its machine has arrived both ask here.
 */
export const searchPhraseOf = (typed: string): string | null => (isFilled(typed) ? typed.trim() : null)
