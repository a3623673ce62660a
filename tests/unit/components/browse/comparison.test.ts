import { describe, expect, it } from 'vitest'
import { COMPARE_MAX, toggleCompared } from '../../../../app/components/listing/comparison.ts'

describe('product comparison', () => {
  it('picks up to a handful of products and unpicks them again', () => {
    let picked: string[] = []
    for (const id of ['1', '2', '3', '4', '5']) picked = toggleCompared(picked, id)
    expect(picked).toHaveLength(COMPARE_MAX)
    expect(picked).not.toContain('5')
    expect(toggleCompared(picked, '2')).toEqual(['1', '3', '4'])
  })
})
