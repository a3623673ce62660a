import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Footer } from '../../../../app/components/footer/footer.tsx'
import type { FooterModel } from '../../../../app/components/footer/footer-model.ts'
import { NewsletterForm } from '../../../../app/components/footer/newsletter-form.tsx'
import { InShop, render } from './render.tsx'

const model = (headline: string, contact: FooterModel['contact'] = [{ headline: '', html: '<p>Call us</p>' }]): FooterModel => ({
  newsletter: { headline: 'Newsletter', text: 'News', button: 'Subscribe', createVoucher: false },
  columns: [{ headline, links: [{ text: 'Beauty', href: '/global/c/beauty/', newTab: false }] }],
  contact,
  payment: { headline: 'Payment', items: [{ src: '/images/icons/visa.png', alt: 'Visa', href: '' }] },
  shipping: null,
  social: null,
  app: null,
  texts: [],
  info: [{ text: 'Imprint', href: '/global/' }],
})

// As the server renders a page: with the markers the browser's hydration reads.
const page = (footer: FooterModel, reply?: object) =>
  renderToString(
    <InShop>
      <Footer model={footer} newsletterForm={<NewsletterForm createVoucher={false} button="Subscribe" />} renderedOncePer={reply} />
    </InShop>,
  )

describe('the footer', () => {
  it('shows the columns with collapsible headlines, payment icons at their size and info links', () => {
    const html = render(<Footer model={model('Shop', [])} />)
    expect(html).toMatch(/<button type="button" aria-expanded="false"[^>]*>Shop<\/button>/)
    expect(html).toMatch(/alt="Visa" width="56" height="40"/)
    expect(html).toContain('aria-label="Information"')
  })
})

describe('the full footer on the server', () => {
  it('is the markup the footer renders in the page, rendered once per content reply and edition', () => {
    const reply = {}
    const rendered = page(model('Shop'), reply)
    expect(rendered).toBe(page(model('Shop')))
    // A second page of the same reply is written with the markup made for the first.
    expect(page(model('Another'), reply)).toBe(rendered)
    expect(page(model('Another'), {})).toContain('>Another</button>')
  })

  it('names each column’s links for its headline button, and the newsletter’s field for its label, without ids React gives by place', () => {
    const rendered = page(model('Shop'), {})
    expect(rendered).toContain('aria-controls="footer-links-0"')
    expect(rendered).toContain('id="footer-links-0"')
    expect(rendered).toContain('aria-controls="footer-contact-0"')
    expect(rendered).toContain('for="newsletter-email"')
  })
})
