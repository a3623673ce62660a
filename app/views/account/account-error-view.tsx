import { localeOfEdition } from '../../../i18n/editions.ts'
import { translationsFor } from '../../../i18n/translations.ts'
import { PlainErrorPage } from '../../components/error-page/plain-error-page.tsx'
import { isEditionKey } from '../../markets/index.ts'

/** An account page that failed to load: the error page in the edition's language, with its home. */
export function AccountErrorView({ edition }: { edition: string }) {
  const key = isEditionKey(edition) ? edition : 'global'
  return <PlainErrorPage LL={translationsFor(localeOfEdition(key))} homeHref={`/${key}/`} />
}
