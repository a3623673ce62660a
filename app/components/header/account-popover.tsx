import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { ContentLink } from '../content/content-link.tsx'
import { useShop } from '../content/shop-context.tsx'

export interface AccountPopoverProps {
  id: string
  firstName: string
  onLogout?: () => void
}

/** SPEC §4: the open account popover greets the customer and leads to the customer area's pages, or logs out. */
export function AccountPopover({ id, firstName, onLogout }: AccountPopoverProps) {
  const { LL } = useI18nContext()
  const { accountLinks: routes } = useShop()
  return (
    <div id={id} className="account-popover">
      <p className="account-popover__welcome">{LL.ACCOUNT_WELCOME({ name: firstName })}</p>
      <ul>
        <li><ContentLink href={routes.orderHistory}>{LL.ACCOUNT_ORDERS()}</ContentLink></li>
        <li><ContentLink href={routes.personal}>{LL.ACCOUNT_PERSONAL_DATA()}</ContentLink></li>
        <li><ContentLink href={routes.address}>{LL.ACCOUNT_ADDRESS()}</ContentLink></li>
        <li><ContentLink href={routes.changePassword}>{LL.ACCOUNT_CHANGE_PASSWORD()}</ContentLink></li>
      </ul>
      {onLogout && (
        <button type="button" className="button button--secondary" onClick={onLogout}>
          {LL.ACCOUNT_LOGOUT()}
        </button>
      )}
    </div>
  )
}
