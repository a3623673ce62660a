import type { PageData } from '../../../domain/types.ts'
import { bool, isRecord, record, records, text } from '../../../domain/json-readers.ts'
import { productModelOf, type ProductModel } from './product-model.ts'

interface BundleSlot {
  id: string
  title: string
  required: boolean
  products: ProductModel[]
}

export interface Bundle {
  id: string
  title: string
  slots: BundleSlot[]
}

/**
 * The bundle a bundle page of the store priced in `storeCurrency` shows: the one `redirectBundleId` names, else the
 * page's own, else its first.
 */
export function bundleOf(page: PageData, storeCurrency: string, requestedId?: string): Bundle | null {
  const bundles = record(page.data.bundles)
  const id = [requestedId, text(page.data.bundleId), Object.keys(bundles)[0]].find((candidate) => candidate && isRecord(bundles[candidate]))
  if (!id) return null
  const raw = record(bundles[id])
  const slots = records(raw.slots).map((slot) => ({
    id: text(slot.id),
    title: text(slot.title),
    required: bool(slot.required),
    products: records(slot.products).flatMap((product) => productModelOf(product, storeCurrency) ?? []),
  }))
  return { id, title: text(raw.title), slots: slots.filter((slot) => slot.products.length > 0) }
}
