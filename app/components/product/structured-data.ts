import type { ProductModel } from './product-model.ts'

export interface Crumb {
  name: string
  url: string
}

const AVAILABILITY: Record<ProductModel['stock'], string> = {
  'in-stock': 'https://schema.org/InStock',
  'few-in-stock': 'https://schema.org/LimitedAvailability',
  'back-soon': 'https://schema.org/BackOrder',
  'not-available-online': 'https://schema.org/InStoreOnly',
  'sold-out': 'https://schema.org/OutOfStock',
}

const absolute = (origin: string, path: string) => (/^https?:/.test(path) ? path : `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`)

/** JSON-LD `Product` with one offer per priced variant, in the currency of its price. */
export function productJsonLd(product: ProductModel, origin: string, imageUrl: (path: string) => string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    sku: product.articleNumber || product.id,
    productID: product.id,
    description: product.description || undefined,
    brand: product.manufacturer ? { '@type': 'Brand', name: product.manufacturer } : undefined,
    image: product.images.map(imageUrl),
    url: absolute(origin, product.url),
    aggregateRating: product.reviews.count > 0 ? { '@type': 'AggregateRating', ratingValue: product.reviews.average, reviewCount: product.reviews.count } : undefined,
    offers: product.variants.flatMap(({ title, price, stock }) =>
      price === null
        ? []
        : [
            {
              '@type': 'Offer',
              name: title || undefined,
              price: price.amount.toFixed(2),
              priceCurrency: price.currencyCode,
              availability: AVAILABILITY[stock],
              url: absolute(origin, product.url),
            },
          ],
    ),
  }
}

/** JSON-LD `BreadcrumbList` from home to the product. */
export function breadcrumbJsonLd(crumbs: Crumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absolute(origin, crumb.url) })),
  }
}

/** JSON for a script element: `<` is escaped so no text in the data can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
