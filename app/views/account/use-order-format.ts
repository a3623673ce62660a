import { useMemo } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { orderFormat } from '../../components/account/area/order-format.ts'
import { useMoney } from '../../components/use-money.ts'

/** Money as every view writes it (each amount in its own currency), dates in the page's language. */
export function useOrderFormat() {
  const { locale } = useI18nContext()
  const money = useMoney()
  return useMemo(() => orderFormat(money, locale), [money, locale])
}
