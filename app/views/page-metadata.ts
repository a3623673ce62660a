import type { BrowsePageData } from './browse-page-data.ts'

export interface PageMetadata {
  title: string | null
  description: string | null
}

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

/** Title and meta description from the page's metadata (SPEC §3 "metadata.description"), when it has them. */
export function pageMetadataOf(browse: BrowsePageData | null): PageMetadata {
  const metadata: unknown = browse?.page?.data.metadata
  if (typeof metadata !== 'object' || metadata === null) return { title: null, description: null }
  const { title, description } = metadata as { title?: unknown; description?: unknown }
  return { title: textOf(title), description: textOf(description) }
}
