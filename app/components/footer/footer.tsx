import type { ReactNode } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { ContentLink } from '../content/content-link.tsx'
import { useMarkupRenderedOnce } from '../content/markup-rendered-once.tsx'
import { SnippetHtml } from '../content/snippet-html.tsx'
import { FooterColumn } from './footer-column.tsx'
import { FooterIcons } from './footer-icons.tsx'
import type { FooterModel } from './footer-model.ts'
import { NewsletterTeaser } from './newsletter-teaser.tsx'

interface FooterProps {
  model: FooterModel
  newsletterForm?: ReactNode
  /** The content reply the model was read from: the server renders the footer once per reply and edition. */
  renderedOncePer?: object
}

/** The full footer (SPEC §2): newsletter, menu columns, contact, payment, shipping, social, app, texts, info links. */
export function Footer({ model, newsletterForm, renderedOncePer }: FooterProps) {
  const content = <FooterContent model={model} newsletterForm={newsletterForm} />
  const markup = useMarkupRenderedOnce(renderedOncePer && { reply: renderedOncePer }, content)
  return markup === null ? <footer className="site-footer">{content}</footer> : <footer className="site-footer" dangerouslySetInnerHTML={{ __html: markup }} />
}

function FooterContent({ model, newsletterForm }: Omit<FooterProps, 'renderedOncePer'>) {
  const { LL } = useI18nContext()
  return (
    <>
      {model.newsletter && <NewsletterTeaser headline={model.newsletter.headline} text={model.newsletter.text} form={newsletterForm} />}
      <div className="site-footer__columns page-width">
        {model.columns.map((column, index) => (
          <FooterColumn key={column.headline} id={`footer-links-${index}`} headline={column.headline}>
            <ul>
              {column.links.map((link) => (
                <li key={link.text}>
                  <ContentLink href={link.href} newTab={link.newTab}>
                    {link.text}
                  </ContentLink>
                </li>
              ))}
            </ul>
          </FooterColumn>
        ))}
        {model.contact.map((item, index) => (
          <FooterColumn key={item.headline} id={`footer-contact-${index}`} headline={item.headline || LL.FOOTER_CONTACT()}>
            <SnippetHtml html={item.html} />
          </FooterColumn>
        ))}
      </div>
      <div className="site-footer__icons page-width">
        {model.payment && (
          <section>
            <h2>{model.payment.headline || LL.FOOTER_PAYMENT()}</h2>
            <FooterIcons items={model.payment.items} kind="payment" />
          </section>
        )}
        {model.shipping && (
          <section>
            <h2>{model.shipping.headline || LL.FOOTER_SHIPPING()}</h2>
            <FooterIcons items={model.shipping.items} kind="payment" />
          </section>
        )}
        {model.social && (
          <section>
            <h2>{model.social.headline || LL.FOOTER_SOCIAL()}</h2>
            <FooterIcons items={model.social.items} kind="social" />
          </section>
        )}
        {model.app && (
          <section>
            <h2>{model.app.headline || LL.FOOTER_APP()}</h2>
            <FooterIcons items={model.app.items} kind="payment" />
          </section>
        )}
      </div>
      {model.texts.map((block, index) => (
        <div key={index} className="site-footer__text page-width">
          {block.headline && <h2>{block.headline}</h2>}
          <SnippetHtml html={block.html} />
        </div>
      ))}
      <FooterInfo items={model.info} />
    </>
  )
}

export function FooterInfo({ items }: { items: ReadonlyArray<{ text: string; href: string }> }) {
  const { LL } = useI18nContext()
  if (items.length === 0) return null
  return (
    <nav className="footer-info page-width" aria-label={LL.INFO_LINKS()}>
      <ul>
        {items.map((item) => (
          <li key={item.text}>
            <ContentLink href={item.href}>{item.text}</ContentLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
