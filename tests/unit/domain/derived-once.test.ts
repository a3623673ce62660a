import { describe, expect, it } from 'vitest'
import { derivedOnce } from '../../../domain/derived-once.ts'

describe('derived once: what is derived from a kept reply is made once per reply', () => {
  it('derives once per value and key, and anew for a new value read in its place', () => {
    let derivations = 0
    const menuOf = derivedOnce((entries: Array<{ text: Record<string, string> }>, edition: string) => {
      derivations += 1
      return entries.map((entry) => entry.text[edition])
    })
    const reply = [{ text: { de: 'Blutdruck', pl: 'Ciśnienie' } }]
    expect(menuOf(reply, 'de')).toEqual(['Blutdruck'])
    expect(menuOf(reply, 'de')).toBe(menuOf(reply, 'de'))
    expect(menuOf(reply, 'pl')).toEqual(['Ciśnienie'])
    expect(derivations).toBe(2)
    expect(menuOf([{ text: { de: 'Waagen', pl: 'Wagi' } }], 'de')).toEqual(['Waagen'])
    expect(derivations).toBe(3)
  })
})
