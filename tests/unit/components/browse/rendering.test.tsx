import { describe, expect, it } from 'vitest'
import { ContentElements } from '../../../../app/components/content/content-elements.tsx'
import { ErrorPage } from '../../../../app/components/error-page/error-page.tsx'
import { AccountPopover } from '../../../../app/components/header/account-popover.tsx'
import { Header } from '../../../../app/components/header/header.tsx'
import { createActor } from 'xstate'
import { ComparisonTable } from '../../../../app/components/listing/comparison-table.tsx'
import { FilterChips } from '../../../../app/components/listing/filter-chips.tsx'
import { Listing } from '../../../../app/components/listing/listing.tsx'
import { listingMachine, type ListingInput } from '../../../../machines/listing.machine.ts'
import { ProductTile } from '../../../../app/components/product-tile/product-tile.tsx'
import { productTileModelsOf } from '../../../../app/components/product-tile/product-tile-model.ts'
import { listingProductOf } from '../../../../domain/listing-product.ts'
import { SearchBox } from '../../../../app/components/search/search-box.tsx'
import { SearchResults } from '../../../../app/components/search/search-results.tsx'
import { render } from './render.tsx'

const rawProduct = { id: '7', title: 'Heating pad HK 25', url: '/global/p/7/', picture_url_main: '/images/products/7/1.png', price: 39.9, strikethrough_price: 49.9, badges: ['sale'], stockStatus: 'in-stock', recycling_price: 0.3 }
const [product] = productTileModelsOf([rawProduct], 'EUR')
if (!product) throw new Error('the tile is read')

describe('the product tile', () => {
  it('shows the image with srcset and size, title link, price, struck-through price, badge and recycling fee', () => {
    const html = render(<ProductTile product={product} onToggleFavourite={() => {}} />)
    expect(html).toContain('srcSet="https://images.example/products/7/1.png?w=')
    expect(html).toMatch(/width="320" height="320"/)
    expect(html).toContain('loading="lazy"')
    expect(html).toContain('href="/global/p/7/"')
    expect(html).toContain('39,90\u00a0€')
    expect(html).toMatch(/<s class="product-price__former">.*49,90\u00a0€<\/s>/)
    expect(html).toContain('Sale')
    expect(html).toContain('incl. recycling fee 0,30\u00a0€')
    expect(html).toContain('aria-pressed="false"')
  })

  it('says sold out when the product is sold out', () => {
    expect(render(<ProductTile product={{ ...product, stock: 'sold-out' }} />)).toContain('Sold out')
  })
})

describe('prices in their own currency', () => {
  // The global edition's page writes euro prices in de-DE; a złoty price there reads "PLN".
  const [polish] = productTileModelsOf([{ ...rawProduct, id: '8', title: 'Cuff CF 1', price: 124.99, strikethrough_price: null, currency: 'PLN' }], 'EUR')
  const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/[\s\u00a0\u202f]+/g, ' ')

  it('a product of the Polish store shows its price in złoty even when the page is in euro: its tile', () => {
    expect(textOf(render(<ProductTile product={polish!} />))).toContain('124,99 PLN')
  })

  it('a product of the Polish store shows its price in złoty even when the page is in euro: the comparison beside a euro product', () => {
    const text = textOf(render(<ComparisonTable products={[polish!, product]} />))
    expect(text).toContain('124,99 PLN')
    expect(text).toContain('39,90 €')
  })

  it('a price filter shows its bounds in the currency of the listing’s prices', () => {
    const range = { kind: 'range', id: 'price', title: 'Price', currency: 'PLN', min: 5, max: 300, selectedMin: 10, selectedMax: 100 } as const
    expect(textOf(render(<FilterChips facets={[range]} filtered onRemoveTerm={() => {}} onRemovePrice={() => {}} onReset={() => {}} afterLast={{ current: null }} />))).toContain('Price: 10,00 PLN – 100,00 PLN')
  })
})

describe('the header search', () => {
  it('is a labelled combobox that controls a listbox of suggestions, closed at first', () => {
    const html = render(<SearchBox />)
    expect(html).toMatch(/<label[^>]*for="([^"]+)-input"[^>]*>Search<\/label>/)
    expect(html).toContain('role="combobox"')
    expect(html).toContain('aria-expanded="false"')
    expect(html).toMatch(/aria-controls="([^"]+)-list"/)
    expect(html).toMatch(/role="listbox" aria-label="Search suggestions"/)
    expect(html).toContain('action="/search-global"')
  })
})

describe('the header', () => {
  const content = {
    promotions: [{ text: 'Free shipping from 49 €', href: '/global/' }],
    menu: [{ id: 'p', text: 'Products', href: '/global/c/a/', children: [{ id: 'a', text: 'Blood pressure', href: '/global/c/a/', children: [], deliveryItem: false, flagIcon: null, code: 'a' }], deliveryItem: false, flagIcon: null, code: 'p' }],
    submenu: null,
    flyoutBanners: [],
    logo: null,
  }

  it('shows promotions, the navigation with a flyout toggle, the login icon and the favourites count', () => {
    const html = render(<Header content={content} favouritesCount={12} cartCount={0} account={{ kind: 'anonymous' }} catalogueMode={false} />)
    expect(html).toContain('Free shipping from 49 €')
    expect(html).toContain('aria-label="Main navigation"')
    expect(html).toMatch(/aria-expanded="false" aria-controls="flyout-p"/)
    expect(html).toContain('Subcategories of Products')
    expect(html).toContain('href="/global/login/"')
    expect(html).toContain('bubble bubble--2')
    expect(html).toContain('Favourites (12)')
  })

  it('shows the account popover entry when logged in and hides cart and account in catalogue mode', () => {
    const customer = render(<Header content={content} favouritesCount={0} cartCount={0} account={{ kind: 'customer', firstName: 'Ada' }} catalogueMode={false} />)
    expect(customer).toContain('aria-expanded="false"><svg')
    expect(customer).toContain('My account')
    expect(customer).not.toContain('/global/login/')
    const catalogue = render(<Header content={content} favouritesCount={0} cartCount={0} account={{ kind: 'anonymous' }} catalogueMode />)
    expect(catalogue).not.toContain('/global/login/')
    expect(catalogue).not.toContain('/global/cart')
  })

  it('the open account popover greets the customer by name and leads to the customer area’s pages', () => {
    const popover = render(<AccountPopover id="account" firstName="Ada" onLogout={() => {}} />)
    expect(popover).toContain('Welcome, Ada')
    for (const path of ['/global/order-history/', '/global/personal/', '/global/address/', '/global/change-password/']) expect(popover).toContain(`href="${path}"`)
    expect(popover).toContain('Sign out')
  })
})

describe('the listing', () => {
  const brands = [{ id: 'manufacturer', type: 'terms', title: 'Brand', values: [{ value: 'v', title: 'Vitacura', count: 9 }] }]
  const listingOf = (input: Partial<ListingInput>) => createActor(listingMachine, { input: { url: '/global/c/a/', language: 'global', viewport: 'desktop', ...input } })

  it('shows the product count, filters with counts, the four sort orders and load more', () => {
    const listing = listingOf({ filters: { manufacturer: ['v'] }, initial: { products: [listingProductOf(rawProduct, 'EUR')], total: 120, aggregations: brands } })
    const html = render(<Listing address="/en/c/blood-pressure-monitors/" listing={listing} />)
    expect(html).toContain('120 products')
    expect(html).toContain('(9)')
    expect(html).toContain('aria-label="Remove filter: Vitacura"')
    expect(html.match(/<option /g)).toHaveLength(4)
    expect(html).toContain('You have seen 1 of 120 products')
    expect(html).toContain('Load more')
  })

  it('on a phone shows 30 of a page the server loaded for a desktop, the rest hidden until load more', () => {
    const products = Array.from({ length: 48 }, (_, n) => listingProductOf({ ...rawProduct, id: `p${n}`, title: `Product ${n}` }, 'EUR'))
    const html = render(<Listing address="/en/c/blood-pressure-monitors/" listing={listingOf({ viewport: 'mobile', initial: { products, total: 120 } })} />)
    expect(html.match(/<li class="product-grid__beyond-mobile-page"/g)).toHaveLength(18)
    expect(html).toContain('You have seen 30 of 120 products')
  })

  it('with no products says that none match the selection, offers to reset a filter the facets do not list, and shows no progress of 0 of 0', () => {
    const html = render(<Listing address="/en/c/blood-pressure-monitors/" listing={listingOf({ filters: { manufacturer: ['nope'] }, initial: { products: [], total: 0, aggregations: brands } })} />)
    expect(html).toContain('No products match your selection.')
    expect(html).toContain('>Reset filters<')
    expect(html).not.toContain('You have seen')
    expect(html).not.toContain('<progress')
  })

  it('without filters offers no reset', () => {
    expect(render(<Listing address="/en/c/blood-pressure-monitors/" listing={listingOf({ initial: { products: [], total: 0 } })} />)).not.toContain('Reset filters')
  })
})

describe('the search page', () => {
  const listing = () => createActor(listingMachine, { input: { url: '/search-global', language: 'global', viewport: 'desktop', initial: { products: [listingProductOf(rawProduct, 'EUR')], total: 197 } } })
  it('without a phrase asks for one and lists no products, whatever the listing holds (SPEC §5 "Search input: required")', () => {
    const html = render(<SearchResults term="" address="/search-global?" listing={listing()} groups={{ category: [], others: [] }} suggestions={[]} />)
    expect(html).toContain('Please enter a search term')
    expect(html).not.toContain('Heating pad HK 25')
    expect(html).not.toContain('197 products')
  })
})

describe('the error page', () => {
  it('shows the 404 content with go back and go to homepage', () => {
    const html = render(<ErrorPage status={404} content={{ not_found: { heading: 'Page not found', content: '<p>Wrong address</p>' }, homeLink: '/global/' }} />)
    expect(html).toContain('<h1 id="error-page-heading">Page not found</h1>')
    expect(html).toContain('<p>Wrong address</p>')
    expect(html).toContain('Go back')
    expect(html).toMatch(/href="\/global\/"[^>]*>Go to homepage/)
  })

  it('falls back to the default heading for other errors', () => {
    expect(render(<ErrorPage status={500} content={{}} />)).toContain('Something went wrong')
  })
})

describe('content elements', () => {
  it('render the first hero as the page heading with an eager image, and skip invisible elements', () => {
    const html = render(
      <ContentElements
        leading
        elements={[
          { component: 'metadata', properties: { content: { title: 'x' } } },
          { component: 'hero', properties: { content: { heading: 'Feel well', image: '/images/content/hero.png' } } },
          { component: 'text', properties: { content: { html: '<p>Service</p>' } } },
          { component: 'neocom-advisor', properties: { content: { enabled: true } } },
        ]}
      />,
    )
    expect(html).toContain('<h1>Feel well</h1>')
    expect(html).toContain('loading="eager"')
    expect(html).toContain('<p>Service</p>')
    expect(html).toContain('data-advisor="neocom"')
    expect(html).not.toContain('metadata')
  })
})
