import { fromPromise } from 'xstate'
import type { SuggestInput } from '../../machines/search.machine.ts'
import type { SearchItem } from '../../domain/types.ts'
import type { SuggestLogic } from '../components/search/search-box.tsx'
import { suggestProducts } from '../server/browse-page.ts'

const byEdition = new Map<string, SuggestLogic>()

/**
 * The search actor's `suggest`: asks the server for autosuggest results of the edition that `path` (the
 * edition's home) belongs to. One per edition, so the search box's provided machine is made once too.
 */
export function suggestActor(path: string): SuggestLogic {
  let logic = byEdition.get(path)
  if (!logic) byEdition.set(path, (logic = suggestLogic(path)))
  return logic
}

function suggestLogic(path: string): SuggestLogic {
  return fromPromise<SearchItem[], SuggestInput>(async ({ input }) => {
    const found = await suggestProducts({ data: { path, term: input.term } })
    if (!found.ok) throw new Error(found.failure.message)
    return found.value.map((item) => ({ id: item.id, url: item.href, title: item.title, group: item.group, ...(item.image ? { pictureUrl: item.image } : {}) }))
  })
}
