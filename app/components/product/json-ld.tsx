import { scriptJson } from './structured-data.ts'

/** Structured data in the server-rendered page, for search engines. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
}
