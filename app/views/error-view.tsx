import type { Snippet } from '../../domain/types.ts'
import { ErrorPage } from '../components/error-page/error-page.tsx'

/** 404 and other failures: the error-page content of the error snippet (SPEC §8), dictionary texts as fallback. */
export function ErrorView({ status, snippets }: { status: number; snippets: readonly Snippet[] }) {
  const content = snippets.find((snippet) => snippet.snippetId === 'error-snippet')?.elements.find((element) => element.component === 'error-page')?.properties?.content
  const heading = (content as { not_found?: { heading?: unknown }; error?: { heading?: unknown } } | undefined)?.[status === 404 ? 'not_found' : 'error']?.heading
  return (
    <div className="page-width">
      {/* React hoists this into the head: a 404 answer has no route head of its own. */}
      {typeof heading === 'string' && <title>{heading}</title>}
      <ErrorPage status={status} content={content ?? {}} />
    </div>
  )
}
