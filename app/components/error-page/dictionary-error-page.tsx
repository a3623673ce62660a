import type { TranslationFunctions } from '../../../i18n/i18n-types.ts'
import { ErrorPageLayout } from './error-page-layout.tsx'
import { goBackOrHome } from './go-back.ts'

/** 404 is the not-found page; any other status (a loader that failed: 500) the generic one (SPEC §8). */
export type ErrorPageStatus = 404 | 500

interface DictionaryErrorPageProps {
  status: ErrorPageStatus
  LL: TranslationFunctions
}

/**
 * The error page where no error content could be loaded (the page's frame failed, or there is no page): the
 * dictionary's heading and content, the homepage from its translation (SPEC §8). It stands alone, so it is the
 * document's main landmark and gives the document its title.
 */
export function DictionaryErrorPage({ status, LL }: DictionaryErrorPageProps) {
  const heading = status === 404 ? LL.PAGE_NOT_FOUND() : LL.ERROR_PAGE_DEFAULT_HEADING()
  const homeHref = LL.ERROR_PAGE_HOMEPAGE_URL()
  return (
    <main id="main" className="page-width">
      <title>{heading}</title>
      <ErrorPageLayout LL={LL} heading={heading} goBack={() => goBackOrHome(() => window.location.assign(homeHref))} homeLink={
          <a href={homeHref} className="button">
            {LL.ERROR_PAGE_HOMEPAGE()}
          </a>
        }
      >
        <p>{status === 404 ? LL.PAGE_NOT_FOUND_HINT() : LL.ERROR_PAGE_DEFAULT_CONTENT()}</p>
      </ErrorPageLayout>
    </main>
  )
}
