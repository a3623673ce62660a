import { useMemo } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { orderFormat } from '../../components/account/area/order-format.ts'
import { useShop } from '../../components/content/shop-context.tsx'

/** Money in the store's price locale (each amount in its own currency), dates in the page's language. */
export function useOrderFormat() {
  const { locale } = useI18nContext()
  const { priceLocale } = useShop()
  return useMemo(() => orderFormat(priceLocale, locale), [priceLocale, locale])
}
