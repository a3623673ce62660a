import type { EditionPageData } from '../edition-page-data.ts'
import { EditionNotFoundView } from '../edition-view.tsx'
import { AccountErrorView } from './account-error-view.tsx'

const isEditionPage = (data: unknown): data is EditionPageData => typeof data === 'object' && data !== null && 'resolved' in data && 'locale' in data

/** An account address that is no page (an unknown edition, an order number that is none): the 404 error page. */
export function AccountNotFoundView({ data, edition }: { data: unknown; edition: string }) {
  return isEditionPage(data) ? <EditionNotFoundView page={data} /> : <AccountErrorView edition={edition} />
}
