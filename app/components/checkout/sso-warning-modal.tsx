import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { Modal } from '../modal/modal.tsx'

export interface SsoWarningModalProps {
  open: boolean
  /** The external account site's login (SPEC §2 "With SSO on, account links go to an external account site"). */
  loginHref: string
  onClose: () => void
}

/** SPEC §4: with SSO on and the visitor not logged in, the cart summary asks to log in first. */
export function SsoWarningModal({ open, loginHref, onClose }: SsoWarningModalProps) {
  const { LL } = useI18nContext()
  return (
    <Modal open={open} onClose={onClose} title={LL.SSO_WARNING_TITLE()} name="sso-warning" className="sso-warning-modal">
      <p>{LL.SSO_WARNING_TEXT()}</p>
      <div className="modal__actions">
        <a className="button" href={loginHref}>
          {LL.LOGIN()}
        </a>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {LL.CART_CONTINUE_SHOPPING()}
        </button>
      </div>
    </Modal>
  )
}
