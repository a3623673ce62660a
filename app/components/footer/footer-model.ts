import { bool, record, records, text, type Json } from '../../../domain/json-readers.ts'
import { contentOf, elementsOf, type SnippetData } from '../header/header-model.ts'

type Elements = ReadonlyArray<{ component: string; properties?: { content?: unknown } }>

interface FooterLink {
  text: string
  href: string
  newTab: boolean
}

export interface FooterImage {
  src: string
  alt: string
  href: string
}

/** The newsletter block of a footer (SPEC §3 newsletter-snippet); `createVoucher` is sent with each subscription. */
export interface NewsletterModel {
  headline: string
  text: string
  button: string
  createVoucher: boolean
}

export interface FooterModel {
  newsletter: NewsletterModel | null
  columns: Array<{ headline: string; links: FooterLink[] }>
  contact: Array<{ headline: string; html: string }>
  payment: { headline: string; items: FooterImage[] } | null
  shipping: { headline: string; items: FooterImage[] } | null
  social: { headline: string; items: FooterImage[] } | null
  app: { headline: string; items: FooterImage[] } | null
  texts: Array<{ headline: string; html: string }>
  info: Array<{ text: string; href: string }>
}

export interface MinimizedFooterModel {
  newsletter: NewsletterModel | null
  social: FooterImage[]
  columns: Array<{ headline: string; text: string }>
  info: Array<{ text: string; href: string }>
}

const images = (value: unknown): FooterImage[] => records(value).map((item) => ({ src: text(item.src), alt: text(item.alt), href: text(item.link) })).filter((item) => item.src)

function imageGroup(content: Json | null) {
  return content ? { headline: text(content.headline), items: images(content.items) } : null
}

function newsletterOf(content: Json | null): NewsletterModel | null {
  return content ? { headline: text(content.headline), text: text(content.text), button: text(content.button), createVoucher: bool(content.create_voucher) } : null
}

const infoOf = (value: unknown) => records(value).map((item) => ({ text: text(item.text), href: text(item.url) })).filter((item) => item.text)

/** The full footer from the footer snippet (SPEC §3 "Footer"). */
export function footerOf(snippets: readonly SnippetData[]): FooterModel {
  const elements = elementsOf(snippets, 'footer-snippet')
  return {
    newsletter: newsletterOf(contentOf(elements, 'newsletter-snippet')),
    columns: records(contentOf(elements, 'footer-link')?.columns).map((column) => ({
      headline: text(column.headline),
      links: records(column.links).map((link) => ({ text: text(link.text), href: text(link.link), newTab: bool(link.targetBlank) })),
    })),
    contact: records(contentOf(elements, 'footer-contact')?.items).map((item) => ({ headline: text(item.headline), html: text(item.content) })),
    payment: imageGroup(contentOf(elements, 'footer-payment')),
    shipping: imageGroup(contentOf(elements, 'footer-shipping')),
    social: imageGroup(contentOf(elements, 'footer-social')),
    app: imageGroup(contentOf(elements, 'footer-app')),
    texts: records(contentOf(elements, 'footer-text')?.items).map((item) => ({ headline: text(item.headline), html: text(item.content) })),
    info: infoOf(contentOf(elements, 'footer-info')?.items),
  }
}

/**
 * The minimized footer, when the page defines one (SPEC §2): category and product-group pages carry it in
 * their top or bottom content elements, other pages in their main config.
 */
export function minimizedFooterOf(pageType: string, page: { configTop: Elements; contentTop: Elements; contentBottom: Elements }): MinimizedFooterModel | null {
  const where = pageType === 'category' || pageType === 'product-group' ? [...page.contentTop, ...page.contentBottom] : page.configTop
  const content = contentOf(where, 'footer-minimized')
  if (!content) return null
  return {
    newsletter: newsletterOf(content.newsletter ? record(content.newsletter) : null),
    social: images(content.social),
    columns: records(content.columns).map((column) => ({ headline: text(column.headline), text: text(column.text) })),
    info: infoOf(content.info),
  }
}
