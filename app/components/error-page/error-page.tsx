import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { ContentLink } from '../content/content-link.tsx'
import { record, text } from '../../../domain/json-readers.ts'
import { SnippetHtml } from '../content/snippet-html.tsx'
import { useShop } from '../content/shop-context.tsx'
import { ErrorPageLayout } from './error-page-layout.tsx'
import { goBackOrHome } from './go-back.ts'

interface ErrorPageProps {
  /** 404 shows the `not_found` content, any other status the `error` content (SPEC §8). */
  status: number
  /** The error-page element's content (error-snippet); missing parts fall back to the dictionary. */
  content: unknown
}

/** The error page in the shop's frame: heading and content from the error snippet, the dictionary's where it has none (SPEC §8). */
export function ErrorPage({ status, content }: ErrorPageProps) {
  const { LL } = useI18nContext()
  const shop = useShop()
  const data = record(content)
  const part = record(status === 404 ? data.not_found : data.error)
  const homeHref = text(data.homeLink) || shop.entry.url
  const heading = text(part.heading) || (status === 404 ? LL.PAGE_NOT_FOUND() : LL.ERROR_PAGE_DEFAULT_HEADING())
  const body = text(part.content)
  const goHome = () => (shop.navigate ? shop.navigate(homeHref) : window.location.assign(homeHref))
  return (
    <ErrorPageLayout LL={LL} heading={heading} goBack={() => goBackOrHome(goHome)} homeLink={
        <ContentLink href={homeHref} className="button">
          {LL.ERROR_PAGE_HOMEPAGE()}
        </ContentLink>
      }
    >
      {body ? <SnippetHtml html={body} /> : <p>{status === 404 ? LL.PAGE_NOT_FOUND_HINT() : LL.ERROR_PAGE_DEFAULT_CONTENT()}</p>}
    </ErrorPageLayout>
  )
}
