import type { ReactNode } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import type { ProductModel } from './product-model.ts'
import { ProductCarousel } from './product-carousel.tsx'
import { formatDecimal } from '../../../i18n/numbers.ts'
import { WriteReview } from './write-review.tsx'

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section id={id} className="product-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="product-section__heading">
        {heading}
      </h2>
      {children}
    </section>
  )
}

/** The detail sections of SPEC §2 after the overview; a section without data is left out, and so is its link. */
export function ProductSections({ product }: { product: ProductModel }) {
  const { LL, locale } = useI18nContext()
  const sections: Array<{ id: string; heading: string; body: ReactNode } | false> = [
    product.functions.length > 0 && {
      id: 'functions',
      heading: LL.PRODUCT_FUNCTIONS(),
      body: (
        <dl className="product-functions">
          {product.functions.map((item) => (
            <div key={item.title} className="product-functions__item">
              <dt>{item.title}</dt>
              <dd>{item.text}</dd>
            </div>
          ))}
        </dl>
      ),
    },
    (product.technicalData.length > 0 || product.faq.length > 0) && {
      id: 'technical-data',
      heading: LL.PRODUCT_TECHNICAL_DATA(),
      body: (
        <>
          <table className="technical-data">
            <tbody>
              {product.technicalData.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {product.faq.length > 0 ? (
            <>
              <h3 className="product-section__subheading">{LL.PRODUCT_FAQ()}</h3>
              {product.faq.map((item) => (
                <details key={item.question} className="faq">
                  <summary>{item.question}</summary>
                  <p>{item.answer}</p>
                </details>
              ))}
            </>
          ) : null}
        </>
      ),
    },
    (product.accessories.length > 0 || product.spareParts.length > 0) && {
      id: 'accessories',
      heading: LL.PRODUCT_ACCESSORIES(),
      body: (
        <>
          <ProductCarousel heading={LL.PRODUCT_ACCESSORIES_ONLY()} products={product.accessories} />
          <ProductCarousel heading={LL.PRODUCT_SPARE_PARTS()} products={product.spareParts} />
        </>
      ),
    },
    // Shown without reviews too: anyone may write the first one (SPEC §2 review form modal, §6).
    {
      id: 'reviews',
      heading: LL.PRODUCT_REVIEWS(),
      body: (
        <>
          {product.reviews.count > 0 ? (
            <p className="reviews-summary">
              <span className="reviews-summary__stars" aria-hidden="true" style={{ ['--rating' as string]: product.reviews.average }} />
              {LL.REVIEWS_AVERAGE({ average: formatDecimal(product.reviews.average, locale) })} · {LL.REVIEWS_COUNT({ count: product.reviews.count })}
            </p>
          ) : null}
          <WriteReview productId={product.id} />
        </>
      ),
    },
    product.deliveryScope.length > 0 && {
      id: 'delivery-scope',
      heading: LL.PRODUCT_DELIVERY_SCOPE(),
      body: (
        <ul className="delivery-scope">
          {product.deliveryScope.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ),
    },
    product.files.length > 0 && {
      id: 'downloads',
      heading: LL.PRODUCT_DOWNLOADS(),
      body: (
        <ul className="downloads">
          {product.files.map((file) => {
            const kind = file.type === 'instructions' ? LL.INSTRUCTIONS_FOR_USE() : file.type === 'datasheet' ? LL.DATA_SHEET() : ''
            return (
              <li key={file.url}>
                {/* The platform serves the file on its own host: it opens in a new tab, as links to other sites do. */}
                <a href={file.url} target="_blank" rel="noopener noreferrer" download>
                  {kind || file.title}
                  {kind && file.title && file.title !== kind ? <span className="downloads__title"> – {file.title}</span> : null}
                </a>
              </li>
            )
          })}
        </ul>
      ),
    },
    product.bundleProducts.length > 0 && {
      id: 'bundle-contents',
      heading: LL.PRODUCT_BUNDLE_CONTENTS(),
      body: <ProductCarousel heading={LL.PRODUCT_BUNDLE_CONTENTS()} products={product.bundleProducts} />,
    },
  ]
  const present = sections.filter((section): section is { id: string; heading: string; body: ReactNode } => section !== false)
  return (
    <>
      <nav className="product-sections__nav" aria-label={LL.PRODUCT_SECTIONS()}>
        <ul>
          <li>
            <a href="#overview">{LL.PRODUCT_OVERVIEW()}</a>
          </li>
          {present.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ul>
      </nav>
      {present.map((section) => (
        <Section key={section.id} id={section.id} heading={section.heading}>
          {section.body}
        </Section>
      ))}
    </>
  )
}
