import { useSelector } from '@xstate/react'
import { Suspense, useEffect, useRef, type KeyboardEvent } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { useHeaderActor } from '../../state/interface-actors.ts'
import { ContentLink } from '../content/content-link.tsx'
import type { FlyoutBannerModel, MenuItemModel, SubmenuModel } from './header-model.ts'
import { activeSubmenuIndex, openFlyoutIndex } from './header-selectors.ts'
import { loadedOnOpen, preloadsOnApproach } from '../preloadable-view.ts'

/** A flyout's subcategories and banners come with the first flyout opened, or as the shopper heads for the navigation. */
const Submenu = loadedOnOpen(() => import('./submenu.tsx').then((module) => module.Submenu))

interface MainNavigationProps {
  menu: readonly MenuItemModel[]
  submenu: SubmenuModel | null
  banners: readonly FlyoutBannerModel[]
}

/**
 * The desktop navigation (disclosure pattern): each top item is a link, and an item with children has a
 * button that opens its flyout. Hover opens it after the header actor's delay; the button opens it at once;
 * Escape closes it and returns focus.
 */
export function MainNavigation({ menu, submenu, banners }: MainNavigationProps) {
  const { LL } = useI18nContext()
  const header = useHeaderActor()
  const openIndex = useSelector(header, openFlyoutIndex)
  const activeIndex = useSelector(header, activeSubmenuIndex)
  const nav = useRef<HTMLElement>(null)
  const close = () => header?.send({ type: 'flyout.closed' })
  useEffect(() => {
    if (openIndex === null || !header) return
    // A click anywhere outside the navigation closes the flyout.
    const outside = (event: PointerEvent) => {
      if (nav.current && !nav.current.contains(event.target as Node)) header.send({ type: 'flyout.closed' })
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [openIndex, header])
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || openIndex === null) return
    close()
    nav.current?.querySelector<HTMLButtonElement>(`[data-flyout-toggle="${openIndex}"]`)?.focus()
  }
  return (
    // Escape bubbles here from the flyout's toggles and links; the landmark itself takes no focus or clicks.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav ref={nav} className="main-navigation" aria-label={LL.MAIN_NAVIGATION()} onKeyDown={onKeyDown} {...preloadsOnApproach(Submenu)}>
      <ul className="main-navigation__list">
        {menu.map((item, index) => {
          const open = openIndex === index
          const panelId = `flyout-${item.id}`
          const hasChildren = item.children.length > 0
          return (
            <li
              key={item.id}
              className={open ? 'main-navigation__item main-navigation__item--open' : 'main-navigation__item'}
              onMouseEnter={hasChildren ? () => header?.send({ type: 'flyout.hovered', index }) : undefined}
              onMouseLeave={hasChildren ? () => header?.send({ type: 'flyout.left' }) : undefined}
            >
              <ContentLink href={item.href} className="main-navigation__link" onClick={close}>
                {item.text}
              </ContentLink>
              {hasChildren && (
                <button
                  type="button"
                  className="main-navigation__toggle"
                  aria-expanded={open}
                  aria-controls={panelId}
                  data-flyout-toggle={index}
                  onClick={() => header?.send({ type: 'flyout.toggled', index })}
                >
                  <span className="visually-hidden">{LL.SUBMENU_OF({ name: item.text })}</span>
                  <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
                    <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </button>
              )}
              {hasChildren && (
                <div className="main-navigation__flyout" id={panelId} hidden={!open}>
                  {open && (
                    <Suspense fallback={null}>
                      <Submenu
                        item={item}
                        submenu={submenu}
                        banners={banners}
                        activeIndex={activeIndex}
                        onActivate={(submenuIndex) => header?.send({ type: 'submenu.hovered', index: submenuIndex })}
                        onNavigate={close}
                      />
                    </Suspense>
                  )}
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
