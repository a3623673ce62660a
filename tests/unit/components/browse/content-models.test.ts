import { describe, expect, it } from 'vitest'
import { sanitizeContent, sanitizeSnippetHtml } from '../../../../app/server/sanitize-content.ts'
import { footerOf, minimizedFooterOf } from '../../../../app/components/footer/footer-model.ts'
import { listingModelOf } from '../../../../app/components/listing/listing-model.ts'
import { listingResultOf } from '../../../../app/components/listing/listing-state.ts'
import { isSoldOut, productTileModelsOf } from '../../../../app/components/product-tile/product-tile-model.ts'
import { searchGroupsOf } from '../../../../app/components/search/search-groups.ts'

describe('snippet HTML', () => {
  it('is sanitized: scripts, event handlers and javascript links are removed', () => {
    const html = sanitizeSnippetHtml('<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a> <a href="https://a.example" target="_blank">y</a></p>')
    expect(html).not.toMatch(/script|onclick|javascript:/)
    expect(html).toContain('rel="noopener noreferrer"')
  })

  it('is sanitized in every html and content field of nested content, other fields are kept', () => {
    const clean = sanitizeContent({ elements: [{ component: 'text', properties: { content: { html: '<img src=x onerror=alert(1)>', heading: '<b>kept as text</b>' } } }], items: [{ content: '<iframe src="https://x"></iframe><p>ok</p>' }] })
    expect(clean.elements[0]?.properties.content.html).toBe('<img src="x" loading="lazy" />')
    expect(clean.elements[0]?.properties.content.heading).toBe('<b>kept as text</b>')
    expect(clean.items[0]?.content).toBe('<p>ok</p>')
  })
})

const tile = {
  id: '1045',
  title: 'Upper arm monitor BM 54',
  url: '/global/p/1045/',
  picture_url_main: '/images/products/1045/1.png',
  price: 59.99,
  strikethrough_price: 79.99,
  currency: 'EUR',
  badges: ['sale', 'unknown'],
  stockStatus: 'sold-out',
  recycling_price: 0.5,
  rating: { average: 4.5, count: 12 },
  sizes: [{ title: 'M' }, { title: 'L' }],
}

describe('product tiles', () => {
  it('are read from listing replies', () => {
    const [model] = productTileModelsOf([tile], 'EUR')
    const euros = (amount: number) => ({ amount, currencyCode: 'EUR' })
    expect(model).toMatchObject({ id: '1045', href: '/global/p/1045/', price: euros(59.99), strikethroughPrice: euros(79.99), recyclingFee: euros(0.5), sizes: ['M', 'L'] })
    expect(model && isSoldOut(model)).toBe(true)
    expect(productTileModelsOf([{ id: '1' }], 'EUR')).toEqual([])
  })

  it('of the Polish store show their prices in złoty even when the platform leaves the currency out', () => {
    const { currency: _named, ...unnamed } = tile
    const [model] = productTileModelsOf([unnamed], 'PLN')
    expect(model).toMatchObject({ price: { amount: 59.99, currencyCode: 'PLN' }, strikethroughPrice: { amount: 79.99, currencyCode: 'PLN' }, recyclingFee: { amount: 0.5, currencyCode: 'PLN' } })
  })

  it('keep the currency the platform names, whatever the store’s', () => {
    expect(productTileModelsOf([{ ...tile, currency: 'GBP' }], 'EUR')[0]?.price).toEqual({ amount: 59.99, currencyCode: 'GBP' })
  })
})

describe('listings', () => {
  it('read total, products, filters from the aggregations and the sort', () => {
    const model = listingModelOf(listingResultOf({
      total: 114,
      groups: { product: { total: 114, items: [tile] } },
      aggregations: [
        { id: 'manufacturer', title: 'Brand', type: 'terms', values: [{ value: 'vitacura', title: 'Vitacura', count: 10, selected: true }] },
        { id: 'price', title: 'Price', type: 'range', min: 5, max: 300, selectedMin: null, selectedMax: 100 },
        { id: 'colour', title: 'Unknown filter', type: 'terms', values: [{ value: 'x', title: 'X', count: 1 }] },
      ],
      sorting: 'price-asc',
    }, 'EUR'), 'EUR')
    expect(model.total).toBe(114)
    expect(model.products).toHaveLength(1)
    expect(model.facets.map((facet) => facet.id)).toEqual(['manufacturer', 'price'])
  })

  it('are empty for a missing reply', () => {
    expect(listingModelOf(listingResultOf(undefined, 'EUR'), 'EUR')).toEqual({ total: 0, products: [], facets: [] })
  })
})

describe('search result groups', () => {
  it('put categories apart and manufacturers with the other pages', () => {
    const groups = searchGroupsOf({ groups: { category: { items: [{ id: 'c', title: 'Beauty', url: '/de/c/beauty/' }] }, manufacturer: { items: [{ id: 'm', title: 'Vitacura', url: '/de/m/vitacura/' }] }, other: { items: [{ id: 'o', title: 'Blog', url: '/de/blog/' }] } } })
    expect(groups.category.map((link) => link.title)).toEqual(['Beauty'])
    expect(groups.others.map((link) => link.title)).toEqual(['Vitacura', 'Blog'])
  })
})

describe('the footer', () => {
  const minimized = { component: 'footer-minimized', properties: { content: { social: [{ src: '/images/i.png', alt: 'Instagram', link: 'https://i.example' }], columns: [{ headline: 'Contact', text: 'Call us' }], info: [{ text: 'Imprint', url: '/de/' }] } } }

  it('is minimized from the page’s main config for content pages', () => {
    expect(minimizedFooterOf('page', { configTop: [minimized], contentTop: [], contentBottom: [] })?.columns).toEqual([{ headline: 'Contact', text: 'Call us' }])
    expect(minimizedFooterOf('page', { configTop: [], contentTop: [minimized], contentBottom: [] })).toBeNull()
  })

  it('is looked up in the top or bottom content elements for category and product-group pages (SPEC §2)', () => {
    expect(minimizedFooterOf('category', { configTop: [], contentTop: [], contentBottom: [minimized] })).not.toBeNull()
    expect(minimizedFooterOf('product-group', { configTop: [minimized], contentTop: [], contentBottom: [] })).toBeNull()
  })

  it('is full from the footer snippet otherwise', () => {
    const footer = footerOf([
      {
        snippetId: 'footer-snippet',
        elements: [
          { component: 'footer-link', properties: { content: { columns: [{ headline: 'Shop', links: [{ text: 'Beauty', link: '/de/c/beauty/', targetBlank: false }] }] } } },
          { component: 'footer-payment', properties: { content: { headline: 'Pay', items: [{ src: '/images/visa.png', alt: 'visa', link: '' }] } } },
          { component: 'footer-info', properties: { content: { items: [{ text: 'Privacy', url: '/de/datenschutz/' }] } } },
        ],
      },
    ])
    expect(footer.columns[0]?.links[0]).toEqual({ text: 'Beauty', href: '/de/c/beauty/', newTab: false })
    expect(footer.payment?.items[0]?.alt).toBe('visa')
    expect(footer.info).toEqual([{ text: 'Privacy', href: '/de/datenschutz/' }])
    expect(footer.newsletter).toBeNull()
  })
})

import { compactPageData } from '../../../../app/server/compact-browse-page.ts'

describe('page data sent for hydration', () => {
  it('keeps only what tiles show of listing, search and slider products', () => {
    const full = { ...tile, variants: [{ id: 'v1' }], colorVariants: [], experiments: ['x'] }
    const data = compactPageData({ listing: { total: 1, groups: { product: { items: [full] } } }, contentElements: { top: [{ component: 'product-slider', properties: { content: { products: [full] } } }], bottom: [] } })
    const item = (data.listing as { groups: { product: { items: Record<string, unknown>[] } } }).groups.product.items[0]
    expect(item).not.toHaveProperty('variants')
    expect(productTileModelsOf([item], 'EUR')).toEqual(productTileModelsOf([tile], 'EUR'))
    expect(JSON.stringify(data.contentElements)).not.toContain('experiments')
  })
})
