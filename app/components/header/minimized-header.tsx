import { useSelector } from '@xstate/react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { useHeaderActor } from '../../state/interface-actors.ts'
import { ContentLink } from '../content/content-link.tsx'
import type { MinimizedHeaderModel } from './header-model.ts'
import { isMobileMenuOpen } from './header-selectors.ts'
import { ShopLogo } from './shop-logo.tsx'

/**
 * The minimized header of landing pages (SPEC §3): logo, info links, optional call to action, and on mobile a
 * toggle for the links, which are the header actor's mobile menu there.
 */
export function MinimizedHeader({ model }: { model: MinimizedHeaderModel }) {
  const { LL } = useI18nContext()
  const header = useHeaderActor()
  const open = useSelector(header, isMobileMenuOpen)
  const button = model.button
  return (
    <header className={model.inverted ? 'minimized-header minimized-header--inverted' : 'minimized-header'}>
      <a className="skip-link" href="#main">
        {LL.SKIP_TO_CONTENT()}
      </a>
      <div className="minimized-header__bar page-width">
        <ShopLogo image={model.logo.image} small={model.logo.size === 'small'} />
        <button type="button" className="minimized-header__toggle" aria-expanded={open} aria-controls="minimized-header-links" onClick={() => header?.send({ type: 'mobile-menu.toggled' })}>
          <span className="visually-hidden">{open ? LL.MENU_CLOSE() : LL.MENU_OPEN()}</span>
          <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <nav id="minimized-header-links" aria-label={LL.INFO_LINKS()} className={open ? 'minimized-header__links minimized-header__links--open' : 'minimized-header__links'}>
          <ul>
            {model.menu.map((item) => (
              <li key={item.href + item.text}>
                <ContentLink href={item.href}>{item.text}</ContentLink>
              </li>
            ))}
          </ul>
        </nav>
        {button && (
          <ContentLink
            href={button.href}
            className="button minimized-header__cta"
            style={button.background || button.color ? { background: button.background ?? undefined, borderColor: button.background ?? undefined, color: button.color ?? undefined } : undefined}
          >
            {button.text}
          </ContentLink>
        )}
      </div>
    </header>
  )
}
