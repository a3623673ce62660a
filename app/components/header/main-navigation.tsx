import { useEffect, useRef, type KeyboardEvent } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { ContentLink } from '../content/content-link.tsx'
import type { FlyoutBannerModel, MenuItemModel, SubmenuModel } from './header-model.ts'
import { Submenu } from './submenu.tsx'
import { useFlyout } from './use-flyout.ts'

interface MainNavigationProps {
  menu: readonly MenuItemModel[]
  submenu: SubmenuModel | null
  banners: readonly FlyoutBannerModel[]
  /** The overlay behind an open flyout (SPEC §4). */
  onFlyoutChange?: (open: boolean) => void
}

/**
 * The desktop navigation (disclosure pattern): each top item is a link, and an item with children has a
 * button that opens its flyout. Hover opens it after 250 ms; Escape closes it and returns focus.
 */
export function MainNavigation({ menu, submenu, banners, onFlyoutChange }: MainNavigationProps) {
  const { LL } = useI18nContext()
  const flyout = useFlyout()
  const nav = useRef<HTMLElement>(null)
  useEffect(() => onFlyoutChange?.(flyout.openId !== null), [flyout.openId, onFlyoutChange])
  useEffect(() => {
    if (flyout.openId === null) return
    // A click anywhere outside the navigation closes the flyout.
    const outside = (event: PointerEvent) => {
      if (nav.current && !nav.current.contains(event.target as Node)) flyout.close()
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [flyout.openId, flyout.close])
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || flyout.openId === null) return
    const id = flyout.openId
    flyout.close()
    nav.current?.querySelector<HTMLButtonElement>(`[data-flyout-toggle="${id}"]`)?.focus()
  }
  return (
    <nav ref={nav} className="main-navigation" aria-label={LL.MAIN_NAVIGATION()} onKeyDown={onKeyDown}>
      <ul className="main-navigation__list">
        {menu.map((item) => {
          const open = flyout.openId === item.id
          const panelId = `flyout-${item.id}`
          const hasChildren = item.children.length > 0
          return (
            <li
              key={item.id}
              className={open ? 'main-navigation__item main-navigation__item--open' : 'main-navigation__item'}
              onMouseEnter={hasChildren ? () => flyout.hover(item.id) : undefined}
              onMouseLeave={hasChildren ? flyout.leave : undefined}
            >
              <ContentLink href={item.href} className="main-navigation__link" onClick={flyout.close}>
                {item.text}
              </ContentLink>
              {hasChildren && (
                <button
                  type="button"
                  className="main-navigation__toggle"
                  aria-expanded={open}
                  aria-controls={panelId}
                  data-flyout-toggle={item.id}
                  onClick={() => flyout.toggle(item.id)}
                >
                  <span className="visually-hidden">{LL.SUBMENU_OF({ name: item.text })}</span>
                  <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
                    <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </button>
              )}
              {hasChildren && (
                <div className="main-navigation__flyout" id={panelId} hidden={!open}>
                  {open && <Submenu item={item} submenu={submenu} banners={banners} activeIndex={flyout.activeIndex} onActivate={flyout.setActiveIndex} onNavigate={flyout.close} />}
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
