import { describe, expect, it } from 'vitest'
import type { BrowsePageData } from '../../../app/views/browse-page-data.ts'
import type { PageData } from '../../../domain/types.ts'
import { editionEntry } from '../../../app/markets/index.ts'
const SITES = { usShopUrl: 'https://us.example', esSiteUrl: 'https://es.example' }
import { pageMetadataOf } from '../../../app/views/page-metadata.ts'

const browseWith = (metadata: unknown): BrowsePageData => ({
  edition: 'de',
  accountLinks: editionEntry('de', SITES).accountRoutes,
  status: 200,
  pageType: 'product-group',
  // Metadata is open-ended content: the page may carry any shape there.
  page: { type: 'product-group', language: 'de', data: { metadata } as PageData['data'] },
  redirect: null,
  menu: [],
  route: { kind: 'product', seoUrl: '/de/p/1010/', productId: '1010' },
  snippets: [],
  searchTerm: '',
  imageHost: 'http://images',
  origin: 'http://shop',
  customerServiceEmail: 'service@shop.example',
  params: {},
})

describe('page title and meta description', () => {
  it('come from the page metadata', () => {
    expect(pageMetadataOf(browseWith({ title: 'Oberarm-Blutdruckmessgerät BM 10', description: 'Misst am Oberarm.' }))).toEqual({
      title: 'Oberarm-Blutdruckmessgerät BM 10',
      description: 'Misst am Oberarm.',
    })
  })

  it('are absent when the page has none, so the route title stands in', () => {
    expect(pageMetadataOf(null)).toEqual({ title: null, description: null })
    expect(pageMetadataOf(browseWith(undefined))).toEqual({ title: null, description: null })
    expect(pageMetadataOf(browseWith({ title: '  ', description: 42 }))).toEqual({ title: null, description: null })
  })
})
