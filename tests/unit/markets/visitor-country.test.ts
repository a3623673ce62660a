import { describe, expect, it } from 'vitest'
import { visitorCountryOf } from '../../../app/server/visitor-edition.ts'

describe("the visitor's country for the shop's root", () => {
  it('is the country a CDN or proxy names in X-Country', () => {
    expect(visitorCountryOf('at', 'fr-FR')).toBe('AT')
  })
  it('else the region of the first language that has one', () => {
    expect(visitorCountryOf(undefined, 'pl, de-AT;q=0.8, en-GB;q=0.5')).toBe('AT')
    expect(visitorCountryOf('', 'en-GB,en;q=0.9')).toBe('GB')
  })
  it('is unknown without either, so the default store applies', () => {
    expect(visitorCountryOf(undefined, 'de, en')).toBeNull()
    expect(visitorCountryOf('xyz', undefined)).toBeNull()
  })
})
