import { Suspense, useEffect, useId, useRef, useState } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { ContentLink } from '../content/content-link.tsx'
import { useLoginHref } from '../account/login-link.tsx'
import { loadedOnOpen, preloadsOnApproach } from '../preloadable-view.ts'

/** The popover's greeting and links come with its first opening, or as the customer heads for the button. */
const AccountPopover = loadedOnOpen(() => import('./account-popover.tsx').then((module) => module.AccountPopover))

export type AccountState = { kind: 'anonymous' } | { kind: 'customer'; firstName: string }

/** SPEC §4: the account popover when logged in, the login icon when anonymous. */
export function AccountEntry({ account, onLogout }: { account: AccountState; onLogout?: () => void }) {
  const { LL } = useI18nContext()
  const loginHref = useLoginHref()
  const [open, setOpen] = useState(false)
  const id = useId()
  const box = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    const outside = (event: PointerEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [open])
  const icon = (
    <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c0-4 4-6 8-6s8 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
  if (account.kind === 'anonymous') {
    return (
      <ContentLink href={loginHref} className="header-icon header-icon--login">
        {icon}
        <span className="visually-hidden">{LL.LOGIN()}</span>
      </ContentLink>
    )
  }
  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  return (
    // Escape bubbles here from the button and the links inside; the box itself takes no focus or clicks.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="account-entry" ref={box} onKeyDown={(event) => event.key === 'Escape' && close()}>
      <button ref={button} type="button" className="header-icon" aria-expanded={open} aria-controls={open ? id : undefined} {...preloadsOnApproach(AccountPopover)} onClick={() => setOpen(!open)}>
        {icon}
        <span className="visually-hidden">{LL.MY_ACCOUNT()}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <AccountPopover id={id} firstName={account.firstName} onLogout={onLogout} />
        </Suspense>
      )}
    </div>
  )
}
