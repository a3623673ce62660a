import { json } from '../http/router.ts'
import { readStores } from '../stores.ts'
import { editionByStoreCode, type Edition } from './editions.ts'

/** Which edition a request speaks for, by its instance header (`X-Store-Instance` or `X-Instance-Id`). */
export function editionOfInstance(request: Request, header: 'x-store-instance' | 'x-instance-id'): Edition | undefined {
  const instance = request.headers.get(header)?.trim()
  if (!instance) return undefined
  const store = readStores().find((candidate) => candidate.searchInstance === instance)
  return store ? editionByStoreCode(store.code) : undefined
}

export function unknownInstance(header: string): Response {
  return json({ status: 401, error: `Unknown or missing ${header} header` }, { status: 401 })
}
