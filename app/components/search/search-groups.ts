import { isRecord, records, text } from '../../../domain/json-readers.ts'

export interface SearchLink {
  id: string
  title: string
  href: string
}

export interface SearchGroups {
  category: SearchLink[]
  /** Manufacturers and other pages (SPEC §3 "Search result groups"). */
  others: SearchLink[]
}

/** The non-product groups of a search reply. */
export function searchGroupsOf(raw: unknown): SearchGroups {
  const groups = isRecord(raw) && isRecord(raw.groups) ? raw.groups : {}
  const links = (group: unknown) => records(isRecord(group) ? group.items : []).map((item) => ({ id: text(item.id), title: text(item.title), href: text(item.url) })).filter((item) => item.title && item.href)
  return { category: links(groups.category), others: [...links(groups.manufacturer), ...links(groups.other)] }
}
