import { imageUrl, isAvailableForSale, productByHandle, productById, searchProducts, variantsOfProduct, type Product, type ProductSortKey, type Variant } from '../catalogue.ts'
import { connection, type ConnectionArgs } from '../connection.ts'
import type { CommerceContext } from '../context.ts'
import { encodeId, numericKeyOf } from '../ids.ts'
import { money } from '../money.ts'
import type { Resolvers } from './types.ts'
import { field } from './types.ts'

/** Products and variants, in the language and currency of the call's context (variant prices: `variant-prices.ts`). */
const image = (context: CommerceContext, path: string | null, altText: string) => {
  if (!path) return null
  const url = imageUrl(context.config.publicUrl, path)
  return { id: null, url, src: url, originalSrc: url, altText, width: null, height: null }
}

const variantsFor = (product: Product, context: CommerceContext) => variantsOfProduct(context.db, product.id, context.currency, context.language)

export const catalogueResolvers: Resolvers = {
  QueryRoot: {
    product: field<unknown, { handle?: string | null; id?: string | null }>(async (_, { handle, id }, context) => {
      if (id) {
        const key = numericKeyOf(id, 'Product')
        return key === undefined ? null : ((await productById(context.db, key, context.language)) ?? null)
      }
      return handle ? ((await productByHandle(context.db, handle, context.language)) ?? null) : null
    }),
    productByHandle: field<unknown, { handle: string }>(async (_, { handle }, context) => (await productByHandle(context.db, handle, context.language)) ?? null),
    products: field<unknown, ConnectionArgs & { query?: string | null; sortKey: ProductSortKey }>(async (_, args, context) =>
      connection(await searchProducts(context.db, args.query, args.sortKey, context.language), args, (product) => product.id),
    ),
  },
  Product: {
    id: field<Product>((product) => encodeId('Product', product.id)),
    availableForSale: field<Product>(async (product, _, context) => (await variantsFor(product, context)).some(isAvailableForSale)),
    description: field<Product, { truncateAt?: number | null }>((product, { truncateAt }) => {
      const text = product.description.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim()
      return truncateAt && text.length > truncateAt ? `${text.slice(0, truncateAt)}…` : text
    }),
    descriptionHtml: field<Product>((product) => product.description),
    featuredImage: field<Product>(async (product, _, context) => {
      const first = (await variantsFor(product, context)).find((variant) => variant.imagePath)
      return first ? image(context, first.imagePath, product.title) : null
    }),
    priceRange: field<Product>(async (product, _, context) => {
      const prices = (await variantsFor(product, context)).map((variant) => variant.priceCents).filter((cents): cents is number => cents !== null)
      return { minVariantPrice: money(prices.length ? Math.min(...prices) : 0, context.currency), maxVariantPrice: money(prices.length ? Math.max(...prices) : 0, context.currency) }
    }),
    publishedAt: field<Product>((product) => product.createdAt),
    updatedAt: field<Product>((product) => product.createdAt),
    tags: field<Product>(() => []),
    totalInventory: field<Product>(async (product, _, context) => (await variantsFor(product, context)).reduce((sum, variant) => sum + (variant.availableOnline ? variant.stock : 0), 0)),
    variants: field<Product, ConnectionArgs>(async (product, args, context) => connection(await variantsFor(product, context), args, (variant) => variant.id)),
  },
  ProductVariant: {
    id: field<Variant>((variant) => encodeId('ProductVariant', variant.id)),
    availableForSale: field<Variant>((variant) => isAvailableForSale(variant)),
    barcode: field<Variant>(() => null),
    currentlyNotInStock: field<Variant>(() => false),
    image: field<Variant>(async (variant, _, context) => image(context, variant.imagePath, variant.title)),
    product: field<Variant>(async (variant, _, context) => productById(context.db, variant.productId, context.language)),
    quantityAvailable: field<Variant>((variant) => (variant.availableOnline ? variant.stock : 0)),
    requiresShipping: field<Variant>(() => true),
    unitPrice: field<Variant>(() => null),
    weight: field<Variant>(() => null),
  },
}
