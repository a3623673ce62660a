import type { ReactNode } from 'react'
import { FooterInfo } from './footer.tsx'
import { FooterIcons } from './footer-icons.tsx'
import type { MinimizedFooterModel } from './footer-model.ts'
import { NewsletterTeaser } from './newsletter-teaser.tsx'

/** The minimized footer of landing pages (SPEC §2): newsletter, social image links, text columns, info. */
export function MinimizedFooter({ model, newsletterForm }: { model: MinimizedFooterModel; newsletterForm?: ReactNode }) {
  return (
    <footer className="site-footer site-footer--minimized">
      {model.newsletter && <NewsletterTeaser headline={model.newsletter.headline} text={model.newsletter.text} form={newsletterForm} />}
      <div className="site-footer__columns page-width">
        {model.columns.map((column) => (
          <section key={column.headline} className="footer-column footer-column--static">
            <h2 className="footer-column__headline">{column.headline}</h2>
            <p>{column.text}</p>
          </section>
        ))}
      </div>
      {model.social.length > 0 && (
        <div className="site-footer__icons page-width">
          <FooterIcons items={model.social} kind="social" />
        </div>
      )}
      <FooterInfo items={model.info} />
    </footer>
  )
}
