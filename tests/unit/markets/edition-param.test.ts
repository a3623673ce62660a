import { describe, expect, it } from 'vitest'
import { editionParam } from '../../../app/markets/index.ts'

describe('the edition segment of the edition routes (SPEC §1)', () => {
  it('matches an edition’s key and keeps the rest of the path', () => {
    expect(editionParam.parse({ edition: 'de', _splat: '1099/' })).toEqual({ edition: 'de', _splat: '1099/' })
    expect(editionParam.parse({ edition: 'global' })).toEqual({ edition: 'global' })
  })

  it('does not match any other first segment, which the content route answers', () => {
    for (const edition of ['xx', 'DE', 'gb', 'en', '']) expect(editionParam.parse({ edition })).toBe(false)
  })
})
