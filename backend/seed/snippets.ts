import { EDITIONS, type Edition } from '../content/editions.ts'
import { categoryUrl, element, ITALIAN_PRIVACY_URL } from './editions.ts'
import { legalPageUrl } from './legal-pages.ts'
import { servicePageUrl, type ServicePage } from './service-pages.ts'
import { VOCABULARIES } from './languages/index.ts'
import { BADGES, CATEGORY_IDS, type Vocabulary } from './languages/vocabulary.ts'
import { socialLinks } from './pages.ts'
import { SHIPPING, withFreeShippingAmount } from './shipping.ts'

export interface SeedSnippet {
  snippetId: string
  edition: string
  data: { snippetId: string; config: { top: { elements: Array<ReturnType<typeof element>> } } }
}

/** Sets ship free whatever the cart total. */
const FREE_SHIPPING_PRODUCTS = ['1111', '1112', '1113', '1114']

const BADGE_COLOURS: Record<(typeof BADGES)[number], { background: string; color: string }> = {
  'black-friday': { background: '#111111', color: '#ffffff' },
  sale: { background: '#c8102e', color: '#ffffff' },
  'online-only': { background: '#1f6f8b', color: '#ffffff' },
  'xmas-deal': { background: '#2e7d32', color: '#ffffff' },
}

function privacyUrl(edition: Edition): string {
  if (edition.key === 'it') return ITALIAN_PRIVACY_URL
  return `/${edition.key}/${VOCABULARIES[edition.language].privacy.slug}/`
}

function cartShippingElement(edition: Edition): ReturnType<typeof element> {
  const v = VOCABULARIES[edition.language]
  const rate = SHIPPING[edition.currency]
  return element('cart-shipping', {
    rate: { name: v.cart.shippingName, price: rate.price, orderMinPrice: rate.orderMinPrice, currency: edition.currency },
    freeShippingProducts: FREE_SHIPPING_PRODUCTS,
    text: withFreeShippingAmount(v.cart.freeShipping, edition),
  })
}

/** Each header promotion with the page that tells more of it. */
const promotionsOf = ([freeShipping, warranty, returnRight]: Vocabulary['header']['promotions']): Array<[string, ServicePage]> => [
  [freeShipping, 'shipping'],
  [warranty, 'faq'],
  [returnRight, 'returns'],
]

/** Header, flyout, cart, footer, error, badge and settings snippets of every edition. */
export function buildSnippets(): SeedSnippet[] {
  const snippets: SeedSnippet[] = []
  for (const edition of EDITIONS) {
    const v = VOCABULARIES[edition.language]
    const home = `/${edition.key}/`
    const add = (snippetId: string, elements: Array<ReturnType<typeof element>>) =>
      snippets.push({ snippetId, edition: edition.key, data: { snippetId, config: { top: { elements } } } })
    const link = (text: string, url: string) => ({ text, link: url, html: '', targetBlank: /^https?:/.test(url), images: [] })
    const serviceLink = (page: ServicePage) => link(v.footer[page], servicePageUrl(edition, page))

    add('header-snippet', [
      element('header-promotions', { items: promotionsOf(v.header.promotions).map(([text, page]) => ({ text: withFreeShippingAmount(text, edition), link: servicePageUrl(edition, page) })) }),
      element('header-submenu', {
        categories: [
          {
            heading: { text: v.header.submenuHeading, url: home },
            columns: CATEGORY_IDS.map((id) => ({ text: v.categories[id].title, url: categoryUrl(edition, v.categories[id].slug), targetBlank: false })),
          },
        ],
        articles: [{ image: '/images/content/article.png', text: v.header.articleText, button_url: edition.key === 'de' ? '/de/blog/blutdruck-richtig-messen/' : categoryUrl(edition, v.categories['blood-pressure'].slug), button_text: v.header.articleButton }],
      }),
    ])
    add('flyout-snippet', CATEGORY_IDS.map((id) =>
      element('flyout-banner', { categoryId: id, image: `/images/categories/${id}.png`, altText: v.flyout.altText, caption: v.flyout.caption, linkText: v.flyout.linkText, linkURL: categoryUrl(edition, v.categories[id].slug) }),
    ))
    const serviceHtml = `<p>${withFreeShippingAmount(v.home.serviceText, edition)}</p>`
    add('cart-flyout-snippet', [element('content-snippet', { emptyText: v.cart.empty, html: serviceHtml }), cartShippingElement(edition)])
    add('cart-snippets', [cartShippingElement(edition), element('content-snippet', { html: serviceHtml })])
    add('cart-shipping', [cartShippingElement(edition)])
    add('product-highlight-snippet', [element('product-highlight', { heading: v.cart.highlight, productIds: ['1099', '1107', '1115', '1146'] })])
    add('storefront-settings', [element('storefront-settings', { isCatalogueMode: false, hasNeocomAdvisor: edition.key === 'de', showReviews: true, currency: edition.currency, logo: '/images/content/logo.svg' })])
    add('footer-snippet', [
      // The shop-wide signup offers a welcome voucher; the campaign pages' signup does not.
      element('newsletter-snippet', { headline: v.footer.newsletterHeadline, text: v.footer.newsletterText, button: v.footer.newsletterButton, create_voucher: true }),
      element('footer-link', {
        columns: [
          { headline: v.footer.shopColumn, links: CATEGORY_IDS.slice(0, 5).map((id) => link(v.categories[id].title, categoryUrl(edition, v.categories[id].slug))) },
          { headline: v.footer.serviceColumn, links: [serviceLink('contact'), serviceLink('faq'), serviceLink('shipping'), serviceLink('returns')] },
          { headline: v.footer.companyColumn, links: [serviceLink('about'), link(v.footer.careers, 'https://careers.vitacura.example/'), serviceLink('press')] },
        ],
      }),
      element('footer-contact', { items: [{ headline: v.footer.contactHeadline, content: `<p>${v.footer.contactContent}</p><p><a href="mailto:service@vitacura.example">service@vitacura.example</a></p>` }] }),
      element('footer-payment', { headline: v.footer.paymentHeadline, items: ['visa', 'mastercard', 'paypal', 'klarna'].map((name) => ({ src: `/images/icons/payment-${name}.png`, alt: name, link: '' })) }),
      element('footer-shipping', { headline: v.footer.shippingHeadline, items: ['dhl', 'ups'].map((name) => ({ src: `/images/icons/shipping-${name}.png`, alt: name.toUpperCase(), link: '' })) }),
      element('footer-social', { headline: v.footer.socialHeadline, items: socialLinks() }),
      element('footer-app', { headline: v.footer.appHeadline, items: [{ src: '/images/icons/app-store.png', alt: v.footer.appAlt, link: 'https://apps.vitacura.example/' }] }),
      element('footer-text', { items: [{ headline: '', content: `<p>${v.footer.text}</p>` }] }),
      element('footer-info', {
        items: [
          { text: v.footer.imprint, url: legalPageUrl(edition, 'imprint') },
          { text: v.footer.privacy, url: privacyUrl(edition) },
          { text: v.footer.terms, url: legalPageUrl(edition, 'terms') },
        ],
      }),
    ])
    add('error-snippet', [
      element('error-page', {
        not_found: { heading: v.error.notFoundHeading, content: `<p>${v.error.notFoundText}</p>` },
        error: { heading: v.error.errorHeading, content: `<p>${v.error.errorText}</p>` },
        buttons: { goBack: v.error.back, homepage: v.error.home },
        homeLink: home,
      }),
    ])
    add('badges-snippet', [element('badges-snippet', { badges: BADGES.map((id) => ({ id, label: v.badges[id], ...BADGE_COLOURS[id] })) })])
  }
  return snippets
}
