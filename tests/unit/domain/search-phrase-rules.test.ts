import { describe, expect, it } from 'vitest'
import { searchPhraseOf } from '../../../domain/validation.ts'

describe('the phrase the search box opens a search page for (SPEC §5 "Search input: required")', () => {
  it('is what the shopper typed, trimmed; spaces alone are no phrase', () => {
    expect(searchPhraseOf('  blood pressure ')).toBe('blood pressure')
    expect(searchPhraseOf('   ')).toBeNull()
  })

  it('reads characters no one means to search for (a pasted tab or line break, NUL) as spaces, as the search page does', () => {
    expect(searchPhraseOf('blood\tpressure\n')).toBe('blood pressure')
    expect(searchPhraseOf('\u0000\r\n')).toBeNull()
  })
})
