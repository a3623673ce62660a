import type { TranslationFunctions } from '../../../i18n/i18n-types.ts'
import { goBackTarget } from './go-back.ts'

interface PlainErrorPageProps {
  LL: TranslationFunctions
  homeHref: string
}

/**
 * The error page (SPEC §2, §8) where the page's own frame could not be loaded: the default heading and content,
 * go back or go to the homepage.
 */
export function PlainErrorPage({ LL, homeHref }: PlainErrorPageProps) {
  const goBack = () => {
    if (goBackTarget(document.referrer, window.location.origin, window.history.length) === 'history') window.history.back()
    else window.location.assign(homeHref)
  }
  return (
    <main id="main" className="error-page page-width">
      <h1>{LL.ERROR_PAGE_DEFAULT_HEADING()}</h1>
      <p>{LL.ERROR_PAGE_DEFAULT_CONTENT()}</p>
      <div className="error-page__actions">
        <button type="button" className="button button--secondary" onClick={goBack}>
          {LL.ERROR_PAGE_GOBACK()}
        </button>
        <a href={homeHref} className="button">
          {LL.ERROR_PAGE_HOMEPAGE()}
        </a>
      </div>
    </main>
  )
}
