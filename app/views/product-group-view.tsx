import type { PageData } from '../../domain/types.ts'
import { useI18nContext } from '../../i18n/i18n-react.tsx'
import { imageUrl } from '../../services/image-url.ts'
import { useShop } from '../components/content/shop-context.tsx'
import { JsonLd } from '../components/product/json-ld.tsx'
import { ProductCarousel } from '../components/product/product-carousel.tsx'
import { productModelOf } from '../components/product/product-model.ts'
import { ProductOverview } from '../components/product/product-overview.tsx'
import { ProductSections } from '../components/product/product-sections.tsx'
import { breadcrumbJsonLd, productJsonLd, type Crumb } from '../components/product/structured-data.ts'
import { list, type Json } from '../../domain/json-readers.ts'
import { ContentLink } from '../components/content/content-link.tsx'

export interface ProductGroupViewProps {
  page: PageData
  /** Recommended products as tiles (SPEC §1), loaded with the page. */
  recommendations?: Json[]
  /** The edition's main categories from its menu: the breadcrumb links the product's own, found by its title. */
  categories: ReadonlyArray<{ text: string; href: string }>
}

/** The product detail page (SPEC §2 product-group): overview, sections, recommendations and structured data. */
export function ProductGroupView({ page, recommendations = [], categories }: ProductGroupViewProps) {
  const { LL } = useI18nContext()
  const { entry, origin, imageHost, currency } = useShop()
  const product = productModelOf(list(page.data.products)[0], currency)
  if (!product) return null
  // A category the menu does not list has no page to link: the trail then goes from home to the product.
  const category = categories.find((candidate) => candidate.text === product.category)
  const crumbs: Crumb[] = [
    { name: LL.HOME(), url: `/${entry.value}/` },
    ...(category ? [{ name: category.text, url: category.href }] : []),
    { name: product.title, url: product.url },
  ]
  return (
    <article className="product-detail page-width">
      <JsonLd data={productJsonLd(product, origin, (path) => imageUrl(imageHost, path.replace(/^\/images\//, '/'), { width: 1200 }))} />
      <JsonLd data={breadcrumbJsonLd(crumbs, origin)} />
      <nav className="breadcrumb" aria-label={LL.BREADCRUMB()}>
        <ol>
          {crumbs.map((crumb, index) => (
            <li key={crumb.name}>{index === crumbs.length - 1 ? <span aria-current="page">{crumb.name}</span> : <ContentLink href={crumb.url}>{crumb.name}</ContentLink>}</li>
          ))}
        </ol>
      </nav>
      <ProductOverview product={product} />
      <ProductSections product={product} />
      <ProductCarousel id="recommendations" heading={LL.PRODUCT_RECOMMENDATIONS()} headingLevel="h2" products={recommendations} />
    </article>
  )
}
