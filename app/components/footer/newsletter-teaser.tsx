import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import type { ReactNode } from 'react'

/**
 * The footer's newsletter block: the snippet's headline and text, and the signup form when one is given
 * (the newsletter form with its states belongs to the newsletter feature).
 */
export function NewsletterTeaser({ headline, text, form }: { headline: string; text: string; form?: ReactNode }) {
  const { LL } = useI18nContext()
  return (
    <section className="newsletter-teaser" aria-labelledby="newsletter-teaser-heading">
      <h2 id="newsletter-teaser-heading">{headline || LL.NEWSLETTER_TITLE()}</h2>
      <p>{text || LL.NEWSLETTER_TEXT()}</p>
      {form}
    </section>
  )
}
