import type { PageData } from '../../domain/types.ts'
import { BundleSlots } from '../components/product/bundle-slots.tsx'
import { bundleOf } from '../components/product/bundle-model.ts'
import { useShop } from '../components/content/shop-context.tsx'

export interface BundleViewProps {
  page: PageData
  /** The URL's query; `redirectBundleId` picks the bundle (SPEC §2 "Bundle pages get a redirectBundleId query parameter"). */
  params?: Record<string, string>
}

/** A bundle page: the bundle's slots, one product chosen per slot, and the whole bundle added to the cart. */
export function BundleView({ page, params = {} }: BundleViewProps) {
  const { currency } = useShop()
  const bundle = bundleOf(page, currency, params.redirectBundleId)
  if (!bundle) return null
  return (
    <div className="bundle-page page-width">
      <BundleSlots bundle={bundle} />
    </div>
  )
}
