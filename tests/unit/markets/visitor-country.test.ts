import { describe, expect, it } from 'vitest'
import { visitorCountryOf } from '../../../app/server/visitor-edition.ts'

describe("the visitor's country for the shop's root", () => {
  it('is the country a CDN or proxy names in X-Country', () => {
    expect(visitorCountryOf('at', 'fr-FR')).toBe('AT')
  })
  it('else the first of the languages, in order of preference, whose region has a store of its own', () => {
    expect(visitorCountryOf(undefined, 'de-AT;q=0.8, fr-FR;q=0.5')).toBe('AT')
    expect(visitorCountryOf('', 'en-GB,en;q=0.9')).toBe('GB')
    expect(visitorCountryOf(undefined, 'fr-FR;q=0.4, it-IT;q=0.9')).toBe('IT')
  })
  it('a language without a region leads to the edition that speaks it, and a region without a store is passed over', () => {
    expect(visitorCountryOf(undefined, 'pl,en-US;q=0.7,en;q=0.3')).toBe('PL')
    expect(visitorCountryOf(undefined, 'pl, de-AT;q=0.8, en-GB;q=0.5')).toBe('PL')
    expect(visitorCountryOf(undefined, 'nl,en-US;q=0.7')).toBe('NL')
    expect(visitorCountryOf(undefined, 'en-US,en;q=0.9')).toBe('EN')
    expect(visitorCountryOf(undefined, 'it')).toBe('IT')
  })
  it('is unknown without either, so the default store applies', () => {
    expect(visitorCountryOf(undefined, 'uk, ja-JP')).toBeNull()
    expect(visitorCountryOf(undefined, 'pl;q=0, *')).toBeNull()
    expect(visitorCountryOf('xyz', undefined)).toBeNull()
  })
})
