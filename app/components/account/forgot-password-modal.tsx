import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { Modal } from '../modal/modal.tsx'
import { RequestLinkForm } from './request-link-form.tsx'
import type { PasswordResetView } from './use-password-reset.ts'

export interface ForgotPasswordModalProps {
  open: boolean
  /** The password reset the modal opened; none until the shop has resumed. */
  reset: PasswordResetView | null
  /** The address the shopper typed before opening it (into the login form): the form starts with it. */
  typedEmail: string
  onClose: () => void
  onSend: (email: string) => void
}

/** SPEC §2 forgot-password modal: the address to send a reset link to, then the same confirmation for any address. */
export function ForgotPasswordModal({ open, reset, typedEmail, onClose, onSend }: ForgotPasswordModalProps) {
  const { LL } = useI18nContext()
  return (
    <Modal open={open} onClose={onClose} title={LL.FORGOT_PASSWORD()} name="forgot-password" className="forgot-password-modal">
      <RequestLinkForm key={typedEmail} sent={reset?.step === 'emailSent'} busy={reset?.step === 'sending'} email={reset?.email ?? ''} typedEmail={typedEmail} error={reset?.error ?? null} onSend={onSend} />
    </Modal>
  )
}
