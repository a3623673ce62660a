import { searchMachine } from '../../../machines/search.machine.ts'
import type { SuggestLogic } from './search-box.tsx'

const withoutSuggest = {}
const provided = new WeakMap<object, typeof searchMachine>()

/** Providing builds the machine anew: done once per suggest logic (one per edition), not per search box. */
export function searchLogicOf(suggest: SuggestLogic | undefined): typeof searchMachine {
  const key = suggest ?? withoutSuggest
  let logic = provided.get(key)
  if (!logic) provided.set(key, (logic = suggest ? searchMachine.provide({ actors: { suggest } }) : searchMachine))
  return logic
}
