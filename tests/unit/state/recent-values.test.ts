import { describe, expect, it } from 'vitest'
import { recentValues } from '../../../app/state/recent-values.ts'

describe('values a server remembers for recent requests', () => {
  it('forgets the least recently used beyond the count', () => {
    const values = recentValues<number>(2)
    values.set('a', 1)
    values.set('b', 2)
    values.get('a')
    values.set('c', 3)
    expect([values.get('a'), values.get('b'), values.get('c')]).toEqual([1, undefined, 3])
  })

  it('keeps the values within their budget of bytes, however few they are', () => {
    const values = recentValues<string>({ maxEntries: 100, maxBytes: 25, sizeOf: (text) => text.length })
    values.set('first', 'x'.repeat(10))
    values.set('second', 'y'.repeat(10))
    values.set('third', 'z'.repeat(10))
    expect([values.get('first'), values.get('second')?.length, values.get('third')?.length]).toEqual([undefined, 10, 10])
  })

  it('counts a value stored again under its key once', () => {
    const values = recentValues<string>({ maxEntries: 100, maxBytes: 25, sizeOf: (text) => text.length })
    values.set('page', 'x'.repeat(10))
    values.set('other', 'y'.repeat(10))
    values.set('page', 'x'.repeat(12))
    expect([values.get('page')?.length, values.get('other')?.length]).toEqual([12, 10])
  })
})

describe('values kept for a while', () => {
  it('forgets a value older than its age when asked for it, and one deleted at once', () => {
    let clock = 0
    const values = recentValues<number>({ maxEntries: 10, maxAgeMs: 1_000, now: () => clock })
    values.set('old', 1)
    clock = 600
    values.set('young', 2)
    values.set('gone', 3)
    values.delete('gone')
    clock = 1_000
    expect([values.get('old'), values.get('young'), values.get('gone')]).toEqual([undefined, 2, undefined])
  })
})
