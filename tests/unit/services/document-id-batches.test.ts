import { describe, expect, it } from 'vitest'
import { idBatchesOf } from '../../../services/document-id-batches.ts'

const ids = (count: number) => Array.from({ length: count }, (_, index) => String(1000 + index))

describe('document id batches within the content platform’s limit', () => {
  it('asks about every id, in requests of at most 200 ids, in their order', () => {
    expect(idBatchesOf(ids(121))).toEqual([ids(121)])
    expect(idBatchesOf(ids(999)).map((batch) => batch.length)).toEqual([200, 200, 200, 200, 199])
    expect(idBatchesOf(ids(999)).flat()).toEqual(ids(999))
    expect(idBatchesOf(ids(400)).map((batch) => batch.length)).toEqual([200, 200])
  })

  it('makes no request for no ids', () => {
    expect(idBatchesOf([])).toEqual([])
  })
})
