import type { LanguageEntry } from '../../app.config.ts'
import type { RouteKind } from './route-kinds.ts'

/** Self links of a content page per edition key (content platform `data.self.selfLinks`). */
export type SelfLinks = Readonly<Partial<Record<string, string>>>

/**
 * The page of another edition that is equivalent to the current route, for alternate links and the
 * language selector. Content pages know theirs only through `selfLinks`; fixed routes map by the table.
 * `null` when the other edition has no such page.
 */
export function equivalentPath(route: RouteKind, target: LanguageEntry, selfLinks?: SelfLinks): string | null {
  switch (route.kind) {
    case 'root':
    case 'home':
      return `/${target.value}/`
    case 'content':
    case 'product':
    case 'category':
    case 'blog':
      return selfLinks?.[target.value] ?? null
    case 'search':
      return target.searchRoute
    case 'cart':
      return target.cartRoute
    case 'favourites':
      return target.favoritesRoute
    case 'account':
      return target.accountRoutes[route.page]
    case 'not-found':
      return null
  }
}
