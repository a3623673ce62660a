import { useParams } from '@tanstack/react-router'
import { EDITION_KEYS, type EditionKey } from '../../app.config.ts'
import { localeOfEdition } from '../../i18n/editions.ts'
import { translationsFor } from '../../i18n/translations.ts'
import { goBackTarget } from '../components/error-page/go-back.ts'

/** A typed edition route whose loader failed: the generic error page of SPEC §8 in the edition's language. */
export function EditionRouteError() {
  const { edition } = useParams({ strict: false })
  const key = EDITION_KEYS.find((candidate) => candidate === edition) ?? 'global'
  const LL = translationsFor(localeOfEdition(key as EditionKey))
  const home = `/${key}/`
  const goBack = () => {
    if (goBackTarget(document.referrer, window.location.origin, window.history.length) === 'history') window.history.back()
    else window.location.assign(home)
  }
  return (
    <main id="main" className="error-page page-width">
      <h1>{LL.ERROR_PAGE_DEFAULT_HEADING()}</h1>
      <p>{LL.ERROR_PAGE_DEFAULT_CONTENT()}</p>
      <button type="button" className="button" onClick={goBack}>
        {LL.ERROR_PAGE_GOBACK()}
      </button>
      <a className="button button--secondary" href={home}>
        {LL.ERROR_PAGE_HOMEPAGE()}
      </a>
    </main>
  )
}
