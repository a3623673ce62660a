import type { RouteKind } from '../../markets/index.ts'
import type { TranslationFunctions } from '../../../i18n/i18n-types.ts'
import { routeTitle } from './route-title.ts'

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
