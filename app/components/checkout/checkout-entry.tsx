import { useCallback, useState } from 'react'
import type { User } from '../../../domain/types.ts'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { Modal } from '../modal/modal.tsx'
import { preloadsOnApproach } from '../preloadable-view.ts'
import { CheckoutLoginModal } from './checkout-login-modal.tsx'
import { SsoWarningModal } from './sso-warning-modal.tsx'
import { BusyButton } from '../forms/busy-button.tsx'

export interface CheckoutEntryProps {
  /** The hosted checkout address; none while the checkout is being created. */
  webUrl: string | null
  user: User | null
  /** SSO mode of the store (SPEC §1 "SSO stores: pl, it, de, fr", when switched on). */
  sso: boolean
  loginHref: string
  /** The cart is still applying a change: the checkout waits for it, the focus stays on the button. */
  busy?: boolean
  /** The address with the buyer's details (SPEC §7); a guest gets it without. */
  urlFor: (webUrl: string, user: User | null) => string
  /** Leaves the shop for the hosted checkout; a prop so tests see the address instead of navigating. */
  go?: (url: string) => void
}

const leave = (url: string) => window.location.assign(url)

/**
 * 'Go to checkout': a logged-in customer goes straight to the hosted checkout with their details; otherwise the
 * checkout login modal (login or 'Continue as Guest'), or with SSO on the SSO warning modal (SPEC §2, §4).
 */
export function CheckoutEntry({ webUrl, user, sso, loginHref, busy = false, urlFor, go = leave }: CheckoutEntryProps) {
  const { LL } = useI18nContext()
  const [modal, setModal] = useState<'login' | 'sso' | null>(null)
  const close = useCallback(() => setModal(null), [])
  const start = () => {
    if (!webUrl) return
    if (user) go(urlFor(webUrl, user))
    else setModal(sso ? 'sso' : 'login')
  }
  return (
    <>
      <BusyButton type="button" className="button checkout-entry" busy={busy} disabled={!webUrl} onClick={start} {...(user ? {} : preloadsOnApproach(Modal))}>
        {LL.CART_CHECKOUT()}
      </BusyButton>
      <CheckoutLoginModal open={modal === 'login'} loginHref={loginHref} onClose={close} onContinueAsGuest={() => webUrl && go(urlFor(webUrl, null))} />
      <SsoWarningModal open={modal === 'sso'} loginHref={loginHref} onClose={close} />
    </>
  )
}
