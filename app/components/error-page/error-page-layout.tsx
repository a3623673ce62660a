import type { ReactNode } from 'react'
import type { TranslationFunctions } from '../../../i18n/i18n-types.ts'

interface ErrorPageLayoutProps {
  LL: TranslationFunctions
  heading: string
  /** What went wrong and what to do, below the heading. */
  children: ReactNode
  /** The ERROR_PAGE_HOMEPAGE link: a plain anchor, or the shop's link where the page has its frame. */
  homeLink: ReactNode
  goBack: () => void
}

/**
 * What every error page of the shop shows (SPEC §2 "Error page", §8): the heading, the content, and the buttons
 * ERROR_PAGE_GOBACK and ERROR_PAGE_HOMEPAGE, whether the page has its frame or not.
 */
export function ErrorPageLayout({ LL, heading, children, homeLink, goBack }: ErrorPageLayoutProps) {
  return (
    <section className="error-page" aria-labelledby="error-page-heading">
      <h1 id="error-page-heading">{heading}</h1>
      {children}
      <div className="error-page__actions">
        <button type="button" className="button button--secondary" onClick={goBack}>
          {LL.ERROR_PAGE_GOBACK()}
        </button>
        {homeLink}
      </div>
    </section>
  )
}
