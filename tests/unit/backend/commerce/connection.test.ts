import { describe, expect, it } from 'vitest'
import { connection, PageSizeError } from '../../../../backend/commerce/connection.ts'
import { currencyForCountry } from '../../../../backend/commerce/money.ts'

describe('connections', () => {
  const items = [1, 2, 3, 4, 5]
  const key = (n: number) => n

  it('pages forward with first and after', () => {
    const page1 = connection(items, { first: 2 }, key)
    expect(page1.nodes).toEqual([1, 2])
    expect(page1.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false })
    const page2 = connection(items, { first: 2, after: page1.pageInfo.endCursor }, key)
    expect(page2.nodes).toEqual([3, 4])
  })

  it('reverses, and takes the last items', () => {
    expect(connection(items, { first: 2, reverse: true }, key).nodes).toEqual([5, 4])
    expect(connection(items, { last: 2 }, key).nodes).toEqual([4, 5])
  })

  it('requires first or last within 0..250, as the platform does', () => {
    expect(() => connection(items, {}, key)).toThrow(PageSizeError)
    expect(() => connection(items, { first: 251 }, key)).toThrow(PageSizeError)
  })
})

describe('currency by delivery country', () => {
  it('is zloty for Poland, pound for Great Britain, euro elsewhere', () => {
    expect(['PL', 'GB', 'DE', 'AT', 'ID'].map(currencyForCountry)).toEqual(['PLN', 'GBP', 'EUR', 'EUR', 'EUR'])
  })
})
