import { useEffect, useState, type ReactNode } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import type { AccountScreen } from '../../../machines/root.machine.ts'
import { AccountNavigation } from '../../components/account/area/account-navigation.tsx'
import { useLoginHref } from '../../components/account/login-link.tsx'
import { useSession } from '../../components/account/use-session.ts'
import { useShop } from '../../components/content/shop-context.tsx'
import { RootActor } from '../../state/root-actor.tsx'

interface AccountAreaProps {
  screen: AccountScreen
  heading: string
  /** The screen's machine found no customer (no token, or one the platform no longer knows). */
  loggedOut: boolean
  children: ReactNode
}

/**
 * The customer area (SPEC §2): the screen's heading, the navigation (Orders, Personal data, Address, Change
 * password, Sign out) and the screen. A shopper who signs out here, or whose token is no longer good, is sent to
 * the login page, which brings them back after logging in.
 */
export function AccountArea({ screen, heading, loggedOut, children }: AccountAreaProps) {
  const { LL } = useI18nContext()
  const { accountLinks, navigate } = useShop()
  const root = RootActor.useActorRef()
  const session = useSession()
  const loginHref = useLoginHref()
  // Whether a customer was seen on this screen: losing them then means they signed out.
  const [wasLoggedIn, setWasLoggedIn] = useState(false)
  if (session.user && !wasLoggedIn) setWasLoggedIn(true)
  const signedOut = wasLoggedIn && !session.user && !session.busy

  useEffect(() => {
    if (!loggedOut && !signedOut) return
    if (navigate) navigate(loginHref)
    else window.location.assign(loginHref)
  }, [loggedOut, signedOut, loginHref, navigate])

  const links = { orders: accountLinks.orderHistory, personal: accountLinks.personal, address: accountLinks.address, changePassword: accountLinks.changePassword }
  return (
    <div className="account-area page-width">
      <h1>{heading}</h1>
      {session.user ? <p className="account-area__greeting">{LL.ACCOUNT_GREETING({ name: session.user.firstName })}</p> : null}
      <div className="account-area__layout">
        <AccountNavigation
          links={links}
          current={screen}
          signingOut={wasLoggedIn && session.busy}
          onSignOut={() => root.send({ type: 'user.logout', origin: 'account-navigation', at: Date.now() })}
        />
        <div className="account-area__screen">{children}</div>
      </div>
    </div>
  )
}
