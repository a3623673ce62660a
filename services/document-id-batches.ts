/** The most ids the content platform's documents endpoints take in one request: their contract refuses a longer list. */
const DOCUMENTS_MAX_IDS = 200

/** The ids of the requests that together ask the documents endpoints about all of them, in their order, each within the platform's limit. */
export function idBatchesOf(ids: readonly string[]): string[][] {
  const batches: string[][] = []
  for (let start = 0; start < ids.length; start += DOCUMENTS_MAX_IDS) batches.push(ids.slice(start, start + DOCUMENTS_MAX_IDS))
  return batches
}
