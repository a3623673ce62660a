import { useSelector } from '@xstate/react'
import { useEffect, useRef, type KeyboardEvent, type TouchEvent } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { useHeaderActor } from '../../state/interface-actors.ts'
import { ContentLink } from '../content/content-link.tsx'
import { useShop } from '../content/shop-context.tsx'
import { trapTab } from '../modal/focusable.ts'
import type { MenuItemModel } from './header-model.ts'
import { itemsAtLevel, mobileMenuLevels, swipeDirection } from './mobile-levels.ts'

interface MobileMenuProps {
  id: string
  menu: readonly MenuItemModel[]
  /** The button that opens and closes the menu. */
  toggleId: string
}

/**
 * The mobile navigation (SPEC §2, §4): levels of subcategories, moved between with buttons or a swipe
 * to the right; Tab stays inside it; closes on Escape, on a link, or on a click outside (the overlay). Open state and levels are
 * the header actor's; the header renders the menu only while it is open, so pages are not sent a closed one.
 */
export function MobileMenu({ id, menu, toggleId }: MobileMenuProps) {
  const { LL } = useI18nContext()
  const { entry } = useShop()
  const header = useHeaderActor()
  const path = useSelector(header, mobileMenuLevels)
  const panel = useRef<HTMLDivElement>(null)
  const touch = useRef<{ x: number; y: number } | null>(null)
  const { parent, items } = itemsAtLevel(menu, path)
  const close = () => header?.send({ type: 'mobile-menu.closed' })
  // Closed from the keyboard or its close button, the menu hands the focus back to the toggle that opened it.
  const closeToToggle = () => {
    close()
    document.getElementById(toggleId)?.focus()
  }
  const back = () => header?.send({ type: 'mobile-menu.back' })
  useEffect(() => {
    if (!header) return
    // A click outside the menu (on the overlay or the page) closes it; the toggle handles its own clicks.
    const outside = (event: PointerEvent) => {
      const target = event.target as Node
      if (panel.current?.contains(target) || document.getElementById(toggleId)?.contains(target)) return
      header.send({ type: 'mobile-menu.clicked-outside' })
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [header, toggleId])
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('a, button')?.focus()
  }, [path.length])
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') closeToToggle()
    // The open menu covers the page: Tab goes round its own links and buttons.
    if (panel.current) trapTab(event.nativeEvent, panel.current)
  }
  const onTouchStart = (event: TouchEvent) => {
    const point = event.touches[0]
    touch.current = point ? { x: point.clientX, y: point.clientY } : null
  }
  const onTouchEnd = (event: TouchEvent) => {
    const start = touch.current
    const point = event.changedTouches[0]
    if (start && point && swipeDirection(start.x, point.clientX, start.y, point.clientY) === 'back') back()
    touch.current = null
  }
  return (
    // Over the page and keeping Tab inside, the open menu is a modal dialog to a screen reader too. Keys bubble here
    // from its links and buttons, and a swipe between levels has a back button too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div ref={panel} id={id} className="mobile-menu" role="dialog" aria-modal="true" aria-label={LL.MAIN_NAVIGATION()} onKeyDown={onKeyDown} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
      <nav aria-label={LL.MAIN_NAVIGATION()}>
        {parent && (
          <div className="mobile-menu__level-head">
            <button type="button" className="mobile-menu__back" onClick={back}>
              <span aria-hidden="true">‹ </span>
              {LL.MENU_BACK()}
            </button>
            <ContentLink href={parent.href} className="mobile-menu__parent" onClick={close}>
              {parent.text}
            </ContentLink>
          </div>
        )}
        <ul className="mobile-menu__list">
          {items.map((item) => (
            <li key={item.id} className="mobile-menu__item">
              <ContentLink href={item.href} className="mobile-menu__link" aria-current={item.deliveryItem && item.code === entry.storeCode ? 'true' : undefined} onClick={close}>
                {item.flagIcon && <span className={`flag ${item.flagIcon}`} aria-hidden="true" />}
                {item.text}
              </ContentLink>
              {item.children.length > 0 && (
                <button type="button" className="mobile-menu__next" onClick={() => header?.send({ type: 'mobile-menu.expanded', uuid: item.id })}>
                  <span className="visually-hidden">{LL.SUBMENU_OF({ name: item.text })}</span>
                  <span aria-hidden="true">›</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className="mobile-menu__close" onClick={closeToToggle}>
        {LL.MENU_CLOSE()}
      </button>
    </div>
  )
}
