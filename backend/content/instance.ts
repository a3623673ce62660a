import { json } from '../http/router.ts'
import { readStores } from '../stores.ts'
import { editionByStoreCode, type Edition } from './editions.ts'

/** The edition of each configured store instance, read from the environment when the endpoints are built. */
export function instanceEditions(): Map<string, Edition> {
  const editions = new Map<string, Edition>()
  for (const store of readStores()) {
    const edition = editionByStoreCode(store.code)
    // The first store naming an instance speaks for it.
    if (edition && !editions.has(store.searchInstance)) editions.set(store.searchInstance, edition)
  }
  return editions
}

/** Which edition a request speaks for, by its instance header (`X-Store-Instance` or `X-Instance-Id`). */
export function editionOfInstance(request: Request, header: 'x-store-instance' | 'x-instance-id', instances: Map<string, Edition>): Edition | undefined {
  const instance = request.headers.get(header)?.trim()
  return instance ? instances.get(instance) : undefined
}

export function unknownInstance(header: string): Response {
  return json({ status: 401, error: `Unknown or missing ${header} header` }, { status: 401 })
}
