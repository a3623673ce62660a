import type { RouteKind } from '../../markets/index.ts'
import type { TranslationFunctions } from '../../../i18n/i18n-types.ts'

/** The translated heading of a route kind, until the view of that kind renders its own. */
export function routeTitle(route: RouteKind, LL: TranslationFunctions): string {
  switch (route.kind) {
    case 'root':
    case 'home':
      return LL.HOME()
    case 'content':
      return LL.PAGE()
    case 'product':
      return LL.PRODUCT()
    case 'category':
      return LL.CATEGORY()
    case 'blog':
      return LL.BLOG()
    case 'search':
      return route.searchPhrase ? LL.SEARCH_RESULT_FOR({ term: route.searchPhrase }) : LL.SEARCH()
    case 'cart':
      return LL.CART()
    case 'favourites':
      return LL.FAVOURITES()
    case 'not-found':
      return LL.PAGE_NOT_FOUND()
    case 'account':
      return {
        login: LL.LOGIN,
        orderHistory: LL.ACCOUNT_ORDERS,
        personal: LL.ACCOUNT_PERSONAL_DATA,
        address: LL.ACCOUNT_ADDRESS,
        changePassword: LL.ACCOUNT_CHANGE_PASSWORD,
        resetPassword: LL.ACCOUNT_RESET_PASSWORD,
        activateAccount: LL.ACCOUNT_ACTIVATE,
      }[route.page]()
  }
}
