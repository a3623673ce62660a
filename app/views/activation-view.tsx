import { useRouter } from '@tanstack/react-router'
import { useEffect, useId, useRef } from 'react'
import { useI18nContext } from '../../i18n/i18n-react.tsx'
import { NewPasswordForm } from '../components/account/new-password-form.tsx'
import { useActivation, useActivationSend } from '../components/account/use-activation.ts'
import { useSession } from '../components/account/use-session.ts'
import { ContentLink } from '../components/content/content-link.tsx'
import { useShop } from '../components/content/shop-context.tsx'

/**
 * The account activation page of the invitation's link (SPEC §2, §4): the invited customer creates a password
 * (SPEC §5) and is logged in and taken to their account, or declines, once confirmed, after which the link no
 * longer activates. A link that no longer works, or an account already active, says so.
 */
export function ActivationView({ activationUrl }: { activationUrl: string }) {
  const { LL } = useI18nContext()
  const { entry } = useShop()
  const router = useRouter()
  const questionId = useId()
  const activation = useActivation()
  const session = useSession()
  const { openActivation, toActivation } = useActivationSend(activationUrl)
  const status = useRef<HTMLDivElement>(null)
  const confirm = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (activationUrl) openActivation()
  }, [openActivation, activationUrl])
  // A link without its activation URL cannot activate anything.
  const step = !activationUrl ? 'linkInvalid' : (activation?.step ?? 'invited')
  useEffect(() => {
    if (step === 'activated' && session.user) void router.navigate({ href: entry.accountRoutes.orderHistory, replace: true })
  }, [step, session.user, router, entry])
  useEffect(() => {
    if (step === 'confirmingDecline') confirm.current?.focus()
    if (step === 'declined' || step === 'linkInvalid' || step === 'alreadyActive') status.current?.focus()
  }, [step])

  const invited = step === 'invited' || step === 'activating'
  const deciding = step === 'confirmingDecline' || step === 'declining'
  return (
    <div className="account-page page-width">
      <h1>{LL.ACCOUNT_ACTIVATE()}</h1>
      <div role="status" className="account-page__status" ref={status} tabIndex={-1}>
        {step === 'activated' ? <p className="account-page__thanks">{LL.ACCOUNT_ACTIVATED()}</p> : null}
        {step === 'declined' ? <p>{LL.INVITATION_DECLINED()}</p> : null}
        {step === 'linkInvalid' ? <p>{LL.ACTIVATION_LINK_INVALID()}</p> : null}
        {step === 'alreadyActive' ? <p>{LL.ACCOUNT_ALREADY_ACTIVE()}</p> : null}
      </div>
      <div className="account-page__panel">
        {invited ? (
          <>
            <p className="account-page__lead">{LL.ACTIVATION_TEXT()}</p>
            <NewPasswordForm
              busy={step === 'activating'}
              error={activation?.error ?? null}
              detail={activation?.platformMessage}
              submitLabel={LL.CREATE_PASSWORD()}
              onSend={(password, repeat) => {
                toActivation({ type: 'password.changed', password })
                toActivation({ type: 'repeat.changed', repeat })
                toActivation({ type: 'submit' })
              }}
            />
            <div className="account-page__actions">
              <button type="button" className="button button--secondary" disabled={step === 'activating'} onClick={() => toActivation({ type: 'decline' })}>
                {LL.DECLINE_INVITATION()}
              </button>
            </div>
          </>
        ) : null}
        {deciding ? (
          <section className="account-confirm" aria-labelledby={questionId}>
            <h2 id={questionId}>{LL.DECLINE_CONFIRM_QUESTION()}</h2>
            <div className="account-page__actions">
              <button ref={confirm} type="button" className="button" disabled={step === 'declining'} aria-busy={step === 'declining' || undefined} onClick={() => toActivation({ type: 'decline.confirmed' })}>
                {LL.DECLINE_CONFIRM()}
              </button>
              <button type="button" className="button button--secondary" disabled={step === 'declining'} onClick={() => toActivation({ type: 'decline.cancelled' })}>
                {LL.KEEP_INVITATION()}
              </button>
            </div>
          </section>
        ) : null}
        {step === 'alreadyActive' ? (
          <ContentLink className="button" href={entry.accountRoutes.login}>
            {LL.LOGIN()}
          </ContentLink>
        ) : null}
      </div>
    </div>
  )
}
