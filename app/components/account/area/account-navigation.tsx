import { useI18nContext } from '../../../../i18n/i18n-react.tsx'
import type { AccountScreen } from '../../../../machines/root.machine.ts'
import { ContentLink } from '../../content/content-link.tsx'
import { BusyButton } from '../../forms/busy-button.tsx'

interface AccountScreenLinks {
  orders: string
  personal: string
  address: string
  changePassword: string
}

interface AccountNavigationProps {
  links: AccountScreenLinks
  current: AccountScreen
  onSignOut: () => void
  signingOut: boolean
}

/** SPEC §2 customer area: Orders, Personal data, Address, Change password, Sign out. */
export function AccountNavigation({ links, current, onSignOut, signingOut }: AccountNavigationProps) {
  const { LL } = useI18nContext()
  const entries: Array<[AccountScreen, string, string]> = [
    ['orders', links.orders, LL.ACCOUNT_ORDERS()],
    ['personal', links.personal, LL.ACCOUNT_PERSONAL_DATA()],
    ['address', links.address, LL.ACCOUNT_ADDRESS()],
    ['change-password', links.changePassword, LL.ACCOUNT_CHANGE_PASSWORD()],
  ]
  return (
    <nav className="account-nav" aria-label={LL.ACCOUNT_AREA()}>
      <ul>
        {entries.map(([screen, href, label]) => (
          <li key={screen}>
            <ContentLink href={href} className="account-nav__link" aria-current={screen === current ? 'page' : undefined}>
              {label}
            </ContentLink>
          </li>
        ))}
        <li>
          <BusyButton type="button" className="account-nav__link account-nav__sign-out" busy={signingOut} onClick={onSignOut}>
            {LL.ACCOUNT_LOGOUT()}
          </BusyButton>
        </li>
      </ul>
    </nav>
  )
}
