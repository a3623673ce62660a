import { describe, expect, it } from 'vitest'
import { checkoutWebUrl } from '../../../../app/components/checkout/buyer-details.ts'
import { productLine } from '../../../../app/components/product/add-to-cart.tsx'
import { ProductCarousel } from '../../../../app/components/product/product-carousel.tsx'
import { ProductDetailPrice } from '../../../../app/components/product/product-price.tsx'
import { productModelOf } from '../../../../app/components/product/product-model.ts'
import { showsRecommendedRetailPrice } from '../../../../app/components/product/rrp.ts'
import { SizeSelector } from '../../../../app/components/product/size-selector.tsx'
import { breadcrumbJsonLd, productJsonLd, scriptJson } from '../../../../app/components/product/structured-data.ts'
import { trackingItem } from '../../../../services/analytics.ts'
import { renderIn, textOf } from './render.tsx'

const raw = {
  id: '1099',
  title: 'Spare cuff CF 1',
  url: '/pl/p/1099/',
  articleNumber: '1099-CF1',
  currency: 'PLN',
  price: 124.99,
  strikethrough_price: 149.99,
  recommended_retail_price: 139.99,
  category_title: 'Blood pressure',
  manufacturer_title: 'Vitacura',
  overviewImages: ['/images/products/1099/1.png'],
  stockStatus: 'in-stock',
  recycling_class: 'WEEE 5',
  recycling_price: 0.99,
  purchaseLimit: 3,
  reviews: { average: 3.9, count: 222 },
  variants: [
    { id: 'gid://shopify/ProductVariant/10991', title: 'S', options: { size: 'S (17–22 cm)' }, price: 124.99, strikethrough_price: 149.99, stockStatus: 'in-stock', availableForSale: true },
    { id: 'gid://shopify/ProductVariant/10993', title: 'L', options: { size: 'L (36–44 cm)' }, price: 124.99, strikethrough_price: null, stockStatus: 'back-soon', availableForSale: false },
  ],
}

const złoty = (amount: number) => ({ amount, currencyCode: 'PLN' })

describe('product detail', () => {
  const product = productModelOf(raw, 'PLN')!

  it('reads sizes, prices, recycling fee, purchase limit and reviews from the page data', () => {
    expect(product.sizes.map((size) => size.size)).toEqual(['S (17–22 cm)', 'L (36–44 cm)'])
    expect(product).toMatchObject({ price: złoty(124.99), strikethroughPrice: złoty(149.99), recyclingPrice: złoty(0.99), purchaseLimit: 3, reviews: { average: 3.9, count: 222 } })
    expect(productModelOf({ id: '1', title: 'No variants', variants: [] }, 'PLN')).toBeNull()
  })

  it('of the Polish store is priced in złoty, its variants too, even when the platform leaves the currency out', () => {
    const { currency: _named, ...unnamed } = raw
    const polish = productModelOf(unnamed, 'PLN')!
    expect([polish.price, polish.recommendedRetailPrice, polish.variants[0]?.price]).toEqual([złoty(124.99), złoty(139.99), złoty(124.99)])
  })

  it('keeps the currency the platform names, whatever the page’s store', () => {
    expect(productModelOf(raw, 'EUR')?.price).toEqual(złoty(124.99))
    expect(productModelOf({ ...raw, variants: [{ ...raw.variants[0], currency: 'GBP' }] }, 'EUR')?.variants[0]?.price).toEqual({ amount: 124.99, currencyCode: 'GBP' })
  })

  it('shows the recommended retail price only when the retail price was at or above it in the last 90 days', () => {
    const today = new Date('2026-11-23T00:00:00Z')
    expect(showsRecommendedRetailPrice(139.99, [{ date: '2026-10-01', amount: 139.99 }], today)).toBe(true)
    expect(showsRecommendedRetailPrice(139.99, [{ date: '2026-10-01', amount: 129.99 }], today)).toBe(false)
    expect(showsRecommendedRetailPrice(139.99, [{ date: '2026-07-01', amount: 149.99 }], today)).toBe(false)
    expect(showsRecommendedRetailPrice(null, [{ date: '2026-10-01', amount: 149.99 }], today)).toBe(false)
  })

  it('prints price, former price, RRP, VAT and recycling fee in złoty', () => {
    const text = textOf(renderIn('pl', <ProductDetailPrice price={złoty(124.99)} strikethroughPrice={złoty(149.99)} recommendedRetailPrice={złoty(139.99)} recyclingPrice={złoty(0.99)} vatText="zawiera 23% VAT" />))
    expect(text).toContain('124,99 zł')
    expect(text).toContain('149,99 zł')
    expect(text).toContain('139,99 zł')
    expect(text).toContain('23% VAT')
    expect(text).toContain('0,99 zł')
  })

  it("marks a sold-out size 'Soon available again' and asks to 'Choose a size'", () => {
    const html = renderIn('uk', <SizeSelector sizes={product.sizes} selected={null} showRequired onSelect={() => {}} />)
    expect(textOf(html)).toContain('Soon available again')
    expect(html).toMatch(/role="alert"[^>]*>Choose a size/)
  })

  it('puts the SPEC §3 custom attributes and a tracking item on the cart line', () => {
    const { line, tracking } = productLine(product, product.sizes[0]!, 1, 'pl')
    expect(line.variantId).toBe('gid://shopify/ProductVariant/10991')
    expect(Object.fromEntries(line.customAttributes.map((attribute) => [attribute.key, attribute.value]))).toMatchObject({
      _url: '/pl/p/1099/',
      _title: 'Spare cuff CF 1',
      _id: '1099',
      _strikethrough_price: '149.99',
      _recycling_class: 'WEEE 5',
      _recycling_price: '0.99',
    })
    expect(JSON.parse(line.customAttributes.find((attribute) => attribute.key === '_trackingProduct')!.value)).toEqual(tracking)
    expect(tracking).toMatchObject({ item_id: '1099', item_name: 'Spare cuff CF 1', affiliation: 'pl', currency: 'PLN', price: 124.99, quantity: 1, item_category: 'Blood pressure' })
  })

  it('describes the product and its breadcrumb as JSON-LD with offers in the market currency', () => {
    const ld = productJsonLd(product, 'https://shop.example', (path) => `https://images.example${path}`)
    expect(ld).toMatchObject({ '@type': 'Product', name: 'Spare cuff CF 1', sku: '1099-CF1', url: 'https://shop.example/pl/p/1099/' })
    expect(ld.offers.map((offer) => [offer.priceCurrency, offer.price, offer.availability])).toEqual([
      ['PLN', '124.99', 'https://schema.org/InStock'],
      ['PLN', '124.99', 'https://schema.org/BackOrder'],
    ])
    const crumbs = breadcrumbJsonLd([{ name: 'Home', url: '/pl/' }, { name: 'Spare cuff CF 1', url: '/pl/p/1099/' }], 'https://shop.example')
    expect(crumbs.itemListElement[1]).toEqual({ '@type': 'ListItem', position: 2, name: 'Spare cuff CF 1', item: 'https://shop.example/pl/p/1099/' })
    expect(scriptJson({ text: '</script>' })).not.toContain('</script>')
  })
})

describe('product recommendations', () => {
  const recommended = { id: '1100', title: 'Cuff CF 2', url: '/uk/p/1100/', picture_url_main: '/images/products/1100/1.png', currency: 'GBP', price: 19.99, stockStatus: 'in-stock' }
  const carousel = (products: Array<Record<string, unknown>>) =>
    renderIn('uk', <ProductCarousel id="recommendations" heading="You may also like" headingLevel="h2" products={products} />)

  it('shows the recommended products as a carousel section named by its heading', () => {
    const html = carousel([recommended])
    expect(html).toMatch(/<section id="recommendations"[^>]*aria-labelledby="recommendations-heading"/)
    expect(html).toMatch(/<h2 id="recommendations-heading"[^>]*>You may also like<\/h2>/)
    expect(textOf(html)).toContain('Cuff CF 2')
  })

  it('leaves the carousel out when there is nothing to recommend', () => {
    expect(carousel([])).toBe('')
  })
})

describe('checkout entry', () => {
  it('extends the checkout web URL with the customer’s e-mail and address, and with the delivery country for a guest', () => {
    const user = { id: '1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', defaultAddress: { firstName: 'Ada', lastName: 'Lovelace', company: 'Engines', address1: 'Main 1', city: 'London', zip: 'N1' } }
    const url = new URL(checkoutWebUrl('https://pay.example/checkout/abc', user, 'GB', 'en-GB'))
    expect(url.searchParams.get('checkout[email]')).toBe('ada@example.com')
    expect(url.searchParams.get('checkout[shipping_address][address1]')).toBe('Main 1')
    expect(url.searchParams.get('checkout[shipping_address][country]')).toBe('GB')
    const guest = new URL(checkoutWebUrl('https://pay.example/checkout/abc', null, 'PL', 'pl'))
    expect([...guest.searchParams.keys()]).toEqual(['checkout[shipping_address][country]', 'locale'])
  })

  it('builds tracking items with up to five categories', () => {
    const item = trackingItem({ id: '1', title: 'T', price: 1, currency: 'EUR', categories: ['a', 'b', 'c', 'd', 'e', 'f'] }, 2, 'de')
    expect([item.item_category, item.item_category2, item.item_category5]).toEqual(['a', 'b', 'e'])
  })
})
