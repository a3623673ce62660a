import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { useCheckoutActor } from '../../state/checkout-actor.tsx'

/** After a language or delivery-country change: which lines could not come along (SPEC §4). */
export function CarriedOverNotice() {
  const { LL } = useI18nContext()
  const { notCarriedOver, dismissNotCarriedOver } = useCheckoutActor()
  return (
    <div className="carried-over-notice" role="status">
      {notCarriedOver.length > 0 ? (
        <>
          <p>{LL.CART_LINES_NOT_CARRIED_OVER({ titles: notCarriedOver.join(', ') })}</p>
          <button type="button" className="carried-over-notice__dismiss" onClick={dismissNotCarriedOver}>
            {LL.CLOSE()}
          </button>
        </>
      ) : null}
    </div>
  )
}
