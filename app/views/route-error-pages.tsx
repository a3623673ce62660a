import { useLocation } from '@tanstack/react-router'
import { translationsFor } from '../../i18n/translations.ts'
import { DictionaryErrorPage, type ErrorPageStatus } from '../components/error-page/dictionary-error-page.tsx'
import { errorPageLocale } from './document-locale.ts'

/**
 * The router's error pages (its defaults, `routerErrorPages`): the spec's error page in the language of the edition
 * the address names. The router answers a failed loader with 500 and a missing page with 404 by itself; these
 * only show it. Small on purpose: they are in every page's first load.
 */
function RouteErrorPageOf({ status }: { status: ErrorPageStatus }) {
  const locale = useLocation({ select: (location) => errorPageLocale(location.pathname) })
  return <DictionaryErrorPage status={status} LL={translationsFor(locale)} />
}

/** A route whose loader or component failed: the generic error page. */
const RouteErrorPage = () => <RouteErrorPageOf status={500} />

/** An address with no page, or a route that found none: the not-found page. */
export const RouteNotFoundPage = () => <RouteErrorPageOf status={404} />

/** The router's options that make these every route's error pages, unless a route has one of its own. */
export const routerErrorPages = { defaultErrorComponent: RouteErrorPage, defaultNotFoundComponent: RouteNotFoundPage }
