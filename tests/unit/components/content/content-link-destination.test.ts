import { describe, expect, it } from 'vitest'
import { contentLinkDestinationOf } from '../../../../app/components/content/content-link-destination.ts'
import { editionEntry } from '../../../../app/markets/index.ts'
import { ORIGIN, SITES } from '../../markets/sites.ts'

const de = { entry: editionEntry('de', SITES), origin: ORIGIN }

describe('where a link from content takes the shopper', () => {
  it('a page of the same edition loads through the router', () => {
    expect(contentLinkDestinationOf('/de/c/waagen/', de)).toEqual({ kind: 'page', href: '/de/c/waagen/' })
    expect(contentLinkDestinationOf(`${ORIGIN}/de/c/waagen/`, de)).toEqual({ kind: 'page', href: '/de/c/waagen/' })
  })

  it("another edition's page loads as a new document: it is another market", () => {
    expect(contentLinkDestinationOf('/fr/c/tensiometres/', de)).toEqual({ kind: 'document', href: '/fr/c/tensiometres/' })
  })

  it('anchors, mail and phone links stay plain, and a script scheme never becomes a link', () => {
    expect(contentLinkDestinationOf('#reviews', de)).toEqual({ kind: 'document', href: '#reviews' })
    expect(contentLinkDestinationOf('tel:+49731', de)).toEqual({ kind: 'document', href: 'tel:+49731' })
    expect(contentLinkDestinationOf('javascript:alert(1)', de)).toEqual({ kind: 'document', href: '#' })
  })

  it('another site opens in a new tab', () => {
    expect(contentLinkDestinationOf('https://www.youtube.com/watch?v=1', de)).toEqual({ kind: 'external', href: 'https://www.youtube.com/watch?v=1' })
  })

  it('a link read again for the same edition is the same destination, and the origin still decides what is the shop', () => {
    expect(contentLinkDestinationOf('/de/c/waagen/', de)).toBe(contentLinkDestinationOf('/de/c/waagen/', de))
    const absolute = `${ORIGIN}/de/c/waagen/`
    expect(contentLinkDestinationOf(absolute, de).kind).toBe('page')
    expect(contentLinkDestinationOf(absolute, { ...de, origin: 'https://elsewhere.example' }).kind).toBe('external')
    expect(contentLinkDestinationOf(absolute, de).kind).toBe('page')
  })
})
