import type { RouteKind } from '../../markets/index.ts'
import type { TranslationFunctions } from '../../../i18n/i18n-types.ts'
import { routeTitle } from './route-title.ts'
import { goBackTarget } from '../error-page/go-back.ts'

interface EditionPageProps {
  LL: TranslationFunctions
  route: RouteKind
}

/**
 * The landing point of every edition route: its heading by kind, and the fixed texts a kind shows before
 * its view (listing, product detail, cart, account) takes over.
 */
export function EditionPage({ LL, route }: EditionPageProps) {
  return (
    <main id="main" data-route-kind={route.kind}>
      <h1>{routeTitle(route, LL)}</h1>
      {route.kind === 'cart' && <p>{LL.CART_EMPTY()}</p>}
      {route.kind === 'favourites' && <p>{LL.FAVOURITES_EMPTY()}</p>}
    </main>
  )
}

interface NotFoundPageProps {
  LL: TranslationFunctions
  homeHref: string
}

/** The 404 error page (SPEC §2, §8): heading and hint, go back or go to the homepage. */
export function NotFoundPage({ LL, homeHref }: NotFoundPageProps) {
  const goBack = () => {
    if (goBackTarget(document.referrer, window.location.origin, window.history.length) === 'history') window.history.back()
    else window.location.assign(homeHref)
  }
  return (
    <main id="main" data-route-kind="not-found">
      <h1>{LL.PAGE_NOT_FOUND()}</h1>
      <p>{LL.PAGE_NOT_FOUND_HINT()}</p>
      <button type="button" onClick={goBack}>
        {LL.ERROR_PAGE_GOBACK()}
      </button>
      <a href={homeHref}>{LL.ERROR_PAGE_HOMEPAGE()}</a>
    </main>
  )
}
