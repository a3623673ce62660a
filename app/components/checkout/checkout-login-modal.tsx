import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { Modal } from '../modal/modal.tsx'

export interface CheckoutLoginModalProps {
  open: boolean
  loginHref: string
  onClose: () => void
  onContinueAsGuest: () => void
}

/** SPEC §2: says the shopper is not logged in, and offers login or 'Continue as Guest'. */
export function CheckoutLoginModal({ open, loginHref, onClose, onContinueAsGuest }: CheckoutLoginModalProps) {
  const { LL } = useI18nContext()
  return (
    <Modal open={open} onClose={onClose} title={LL.CHECKOUT_LOGIN_TITLE()} name="checkout-login" className="checkout-login-modal">
      <p>{LL.CHECKOUT_LOGIN_TEXT()}</p>
      <div className="modal__actions">
        <a className="button" href={loginHref}>
          {LL.LOGIN()}
        </a>
        <button type="button" className="button button--secondary" onClick={onContinueAsGuest}>
          {LL.CONTINUE_AS_GUEST()}
        </button>
      </div>
    </Modal>
  )
}
