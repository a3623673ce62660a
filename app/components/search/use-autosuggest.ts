import { useCallback, useEffect, useRef, useState } from 'react'
import { AUTOSUGGEST_COUNT, SEARCH_DEBOUNCE_MS } from '../../../machines/constants.ts'
import type { SuggestionModel } from './autosuggest-keys.ts'

export type Suggest = (term: string) => Promise<SuggestionModel[]>

/**
 * Autosuggest (SPEC §4, §9): a term typed is asked for after 500 ms without typing, and the newest answer
 * wins; at most four results are kept.
 */
export function useAutosuggest(suggest: Suggest | undefined) {
  const [term, setTerm] = useState('')
  const [results, setResults] = useState<SuggestionModel[]>([])
  const [busy, setBusy] = useState(false)
  const asked = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current)
  }, [])
  const type = useCallback(
    (next: string) => {
      setTerm(next)
      if (timer.current) clearTimeout(timer.current)
      const ticket = ++asked.current
      if (!suggest || next.trim().length < 2) {
        setResults([])
        setBusy(false)
        return
      }
      setBusy(true)
      timer.current = setTimeout(() => {
        suggest(next.trim())
          .then((found) => {
            if (ticket === asked.current) setResults(found.slice(0, AUTOSUGGEST_COUNT))
          })
          .catch(() => {
            if (ticket === asked.current) setResults([])
          })
          .finally(() => {
            if (ticket === asked.current) setBusy(false)
          })
      }, SEARCH_DEBOUNCE_MS)
    },
    [suggest],
  )
  const clear = useCallback(() => {
    asked.current++
    setResults([])
    setBusy(false)
  }, [])
  return { term, results, busy, type, clear }
}
