import { useRouter } from '@tanstack/react-router'
import { useCallback, useEffect, useId, useState } from 'react'
import { useI18nContext } from '../../i18n/i18n-react.tsx'
import { translate } from '../../i18n/message.ts'
import { REGISTRATION_THANKS_MS } from '../../domain/constants.ts'
import { AccountTabs } from '../components/account/account-tabs.tsx'
import type { LoginEvent, SignUpEvent } from '../components/account/attempts.ts'
import { ForgotPasswordModal } from '../components/account/forgot-password-modal.tsx'
import { LoginForm } from '../components/account/login-form.tsx'
import { RegistrationForm } from '../components/account/registration-form.tsx'
import { usePasswordReset, usePasswordResetSend } from '../components/account/use-password-reset.ts'
import { useSession } from '../components/account/use-session.ts'
import { useCatalogueMode } from '../components/cart/cart-source.ts'
import { useGoOnToCheckout } from '../components/checkout/checkout-after-login.ts'
import { useShop } from '../components/content/shop-context.tsx'
import { THEN_CHECKOUT, type LoginSearchParams } from '../markets/account-link-search.ts'
import { destinationAfterLogin } from '../markets/index.ts'
import { RootActor } from '../state/root-actor.tsx'

type AccountForm = 'login' | 'registration'

/**
 * The login and registration page (SPEC §2 "login/register page with tabs"). The forms send `user.login` and
 * `user.signup` to the root actor; the session answers. Once the shopper is logged in (or arrives logged in) they
 * go back to the page they came from (`?return=`, the edition's own pages only), else to the edition's home; a
 * shopper who came from the checkout login modal (`?then=checkout`) goes on to the hosted checkout; a new customer
 * goes on to the customer area. In catalogue mode there is no account, so the page offers no forms (SPEC §1, §6).
 */
export function LoginView({ link }: { link: LoginSearchParams }) {
  const { LL } = useI18nContext()
  const { entry } = useShop()
  const root = RootActor.useActorRef()
  const router = useRouter()
  const session = useSession()
  const catalogueMode = useCatalogueMode()
  const headingId = useId()
  const [tab, setTab] = useState<AccountForm>('login')
  const [forgotOpen, setForgotOpen] = useState(false)
  // The address typed into the login form: the forgot-password form starts with it rather than empty.
  const [typedEmail, setTypedEmail] = useState('')
  const reset = usePasswordReset()
  const { openPasswordReset, toPasswordReset } = usePasswordResetSend()
  // Which form the session's answer belongs to: an error from before this page is not this page's to show.
  const [sent, setSent] = useState<AccountForm | null>(null)
  const registered = sent === 'registration' && session.user !== null
  // SPEC §4 Account: a registration ends in the thanks, then the customer area, not the page the shopper came from.
  const destination = registered ? entry.accountRoutes.orderHistory : destinationAfterLogin(link.return, entry)
  const toCheckout = link.then === THEN_CHECKOUT && !registered
  const goBack = useCallback(() => void router.navigate({ href: destination, replace: true }), [router, destination])

  useGoOnToCheckout(toCheckout, session.user, goBack)
  useEffect(() => {
    if (!session.user || toCheckout) return
    // Replaced, so going back from the page they return to does not bring the shopper here again.
    const leave = window.setTimeout(goBack, registered ? REGISTRATION_THANKS_MS : 0)
    return () => window.clearTimeout(leave)
  }, [session.user, registered, toCheckout, goBack])

  const sendFrom = (form: AccountForm) => (event: LoginEvent | SignUpEvent) => {
    setSent(form)
    root.send(event)
  }
  const busy = (form: AccountForm) => sent === form && session.busy
  const refusal = (form: AccountForm) => (sent === form && session.error ? translate(LL, session.error) : null)
  const openForgotPassword = (email: string) => {
    setTypedEmail(email)
    openPasswordReset({ mode: 'request' })
    setForgotOpen(true)
  }
  const requestLink = (email: string) => {
    toPasswordReset({ type: 'email.changed', email })
    toPasswordReset({ type: 'submit' })
  }

  return (
    <div className="account-page page-width">
      <h1 id={headingId}>{LL.LOGIN_PAGE_HEADING()}</h1>
      <div role="status" className="account-page__status">
        {registered ? <p className="account-page__thanks">{LL.REGISTER_SUCCESS()}</p> : null}
        {session.user ? <p>{LL.LOGGED_IN_RETURNING()}</p> : null}
      </div>
      {session.user || catalogueMode ? null : (
        <AccountTabs
          labelledBy={headingId}
          selected={tab}
          onSelect={setTab}
          tabs={[
            {
              name: 'login',
              label: LL.LOGIN(),
              panel: <LoginForm busy={busy('login')} refusal={refusal('login')} onSend={sendFrom('login')} onForgotPassword={openForgotPassword} />,
            },
            {
              name: 'registration',
              label: LL.REGISTER(),
              panel: <RegistrationForm busy={busy('registration')} refusal={refusal('registration')} onSend={sendFrom('registration')} />,
            },
          ]}
        />
      )}
      <ForgotPasswordModal open={forgotOpen} reset={reset} typedEmail={typedEmail} onClose={() => setForgotOpen(false)} onSend={requestLink} />
    </div>
  )
}
