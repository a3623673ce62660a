import { useRouter } from '@tanstack/react-router'
import { useEffect, useId, useRef } from 'react'
import { useI18nContext } from '../../i18n/i18n-react.tsx'
import { NewPasswordForm } from '../components/account/new-password-form.tsx'
import { RequestLinkForm } from '../components/account/request-link-form.tsx'
import { usePasswordReset, usePasswordResetSend } from '../components/account/use-password-reset.ts'
import { useSession } from '../components/account/use-session.ts'
import { useShop } from '../components/content/shop-context.tsx'

export interface ResetLink {
  /** The customer's id and the reset token, from the e-mail's link; without them the page asks for a new link. */
  id?: string
  token?: string
}

/**
 * The reset-password page of the e-mail's link (SPEC §2, §4): a new password and its repeat (SPEC §5); once
 * saved, the customer is logged in and taken to their account. A used or expired link says so and sends a new one.
 */
export function ResetPasswordView({ link }: { link: ResetLink }) {
  const { LL } = useI18nContext()
  const { entry } = useShop()
  const router = useRouter()
  const headingId = useId()
  const reset = usePasswordReset()
  const session = useSession()
  const { openPasswordReset, toPasswordReset } = usePasswordResetSend()
  const { id, token } = link
  const status = useRef<HTMLDivElement>(null)

  useEffect(() => {
    openPasswordReset(id && token ? { mode: 'reset', customerId: id, resetToken: token } : { mode: 'request' })
  }, [openPasswordReset, id, token])
  const saved = reset?.step === 'passwordSaved'
  useEffect(() => {
    if (saved && session.user) void router.navigate({ href: entry.accountRoutes.orderHistory, replace: true })
  }, [saved, session.user, router, entry])
  const expired = reset?.step === 'linkExpired'
  useEffect(() => {
    if (expired) status.current?.focus()
  }, [expired])

  const step = reset?.step ?? (id && token ? 'choosingPassword' : 'requesting')
  const choosing = step === 'choosingPassword' || step === 'resetting'
  const requesting = step === 'requesting' || step === 'sending' || step === 'emailSent'
  return (
    <div className="account-page page-width">
      <h1 id={headingId}>{LL.ACCOUNT_RESET_PASSWORD()}</h1>
      <div role="status" className="account-page__status" ref={status} tabIndex={-1}>
        {saved ? <p className="account-page__thanks">{LL.PASSWORD_SAVED_LOGGED_IN()}</p> : null}
        {expired ? <p>{LL.RESET_LINK_EXPIRED()}</p> : null}
      </div>
      <div className="account-page__panel">
        {choosing ? (
          <>
            <p className="account-page__lead">{LL.RESET_PASSWORD_TEXT()}</p>
            <NewPasswordForm
              busy={step === 'resetting'}
              error={reset?.error ?? null}
              submitLabel={LL.SAVE_PASSWORD()}
              onSend={(password, repeat) => {
                toPasswordReset({ type: 'password.changed', password })
                toPasswordReset({ type: 'repeat.changed', repeat })
                toPasswordReset({ type: 'submit' })
              }}
            />
          </>
        ) : null}
        {expired ? (
          <button type="button" className="button" onClick={() => toPasswordReset({ type: 'new-link.requested' })}>
            {LL.REQUEST_NEW_LINK()}
          </button>
        ) : null}
        {requesting ? (
          <RequestLinkForm
            sent={step === 'emailSent'}
            busy={step === 'sending'}
            email={reset?.email ?? ''}
            error={reset?.error ?? null}
            onSend={(email) => {
              toPasswordReset({ type: 'email.changed', email })
              toPasswordReset({ type: 'submit' })
            }}
          />
        ) : null}
      </div>
    </div>
  )
}
