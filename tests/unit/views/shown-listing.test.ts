import { describe, expect, it } from 'vitest'
import { shownListingOf } from '../../../app/views/shown-listing.ts'

const listing = (total: number) => ({ products: [], total })

describe('the listing on screen, which a load more or filter ends with', () => {
  it('is the one shown when its location is the settled one already', async () => {
    const first = listing(30)
    const shown = shownListingOf(first, 'page 1')
    await expect(shown.when((location) => location === 'page 1')).resolves.toBe(first)
  })

  it('waits for the render of the settled location: a navigation that ended before its page was shown does not end the load with the page before', async () => {
    const shown = shownListingOf(listing(30), 'page 1')
    const next = listing(60)
    const ended = shown.when((location) => location === 'page 2')
    let result: unknown = null
    void ended.then((value) => (result = value))
    await Promise.resolve()
    expect(result).toBeNull()
    shown.show(listing(45), 'page 1')
    await Promise.resolve()
    expect(result).toBeNull()
    shown.show(next, 'page 2')
    await expect(ended).resolves.toBe(next)
  })

  it('ends with the page a newer navigation settled on (the shopper went back while it loaded)', async () => {
    const shown = shownListingOf(listing(30), 'page 1')
    let settled = 'page 3'
    const ended = shown.when((location) => location === settled)
    settled = 'page 1 again'
    const back = listing(30)
    shown.show(back, 'page 1 again')
    await expect(ended).resolves.toBe(back)
  })
})
