import { isRecord } from '../../domain/json-readers.ts'

/**
 * Loaded data of a page some of whose parts (menu, snippets, recommendations) could not be fetched: the page
 * renders without them (SPEC §8), so it is answered to its shopper but kept for nobody, and the next request
 * asks for the parts again. Each failure as the content service reported it, e.g. 'recommendations failed';
 * absent when every part was fetched.
 */
export interface PartFailures {
  partFailures?: string[]
}

/** A page is complete unless its loaded data names parts that failed. */
export const isComplete = (data: unknown): boolean => !(isRecord(data) && Array.isArray(data.partFailures) && data.partFailures.length > 0)

/**
 * The failure log of the content service while it loads one page, noting each failure as a failed part of that
 * page: the service reports every part it answers empty for (SPEC §8 "Menu failure is logged").
 */
export function partFailuresNoted(log: (message: string, detail: unknown) => void) {
  const failures: string[] = []
  return {
    log: (message: string, detail: unknown) => {
      failures.push(message)
      log(message, detail)
    },
    /** The failures so far, as loaded data carries them. */
    noted: (): PartFailures => (failures.length > 0 ? { partFailures: [...failures] } : {}),
  }
}
