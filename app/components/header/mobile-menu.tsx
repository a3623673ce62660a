import { useEffect, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { ContentLink } from '../content/content-link.tsx'
import type { MenuItemModel } from './header-model.ts'
import { itemsAtLevel, swipeDirection } from './mobile-levels.ts'

interface MobileMenuProps {
  id: string
  menu: readonly MenuItemModel[]
  /** The button that opens and closes the menu. */
  toggleId: string
  open: boolean
  onClose: () => void
}

/**
 * The mobile navigation (SPEC §2, §4): levels of subcategories, moved between with buttons or a swipe
 * to the right; closes on Escape, on a link, or on a click outside (the overlay).
 */
export function MobileMenu({ id, menu, toggleId, open, onClose }: MobileMenuProps) {
  const { LL } = useI18nContext()
  const [path, setPath] = useState<string[]>([])
  const panel = useRef<HTMLDivElement>(null)
  const touch = useRef<{ x: number; y: number } | null>(null)
  const { parent, items } = itemsAtLevel(menu, path)
  useEffect(() => {
    if (!open) setPath([])
  }, [open])
  useEffect(() => {
    if (!open) return
    // A click outside the menu (on the overlay or the page) closes it; the toggle handles its own clicks.
    const outside = (event: PointerEvent) => {
      const target = event.target as Node
      if (panel.current?.contains(target) || document.getElementById(toggleId)?.contains(target)) return
      onClose()
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [open, onClose, toggleId])
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('a, button')?.focus()
  }, [open, path.length])
  const back = () => setPath((current) => current.slice(0, -1))
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose()
  }
  const onTouchStart = (event: TouchEvent) => {
    const point = event.touches[0]
    touch.current = point ? { x: point.clientX, y: point.clientY } : null
  }
  const onTouchEnd = (event: TouchEvent) => {
    const start = touch.current
    const point = event.changedTouches[0]
    if (start && point && path.length > 0 && swipeDirection(start.x, point.clientX, start.y, point.clientY) === 'back') back()
    touch.current = null
  }
  return (
    <div ref={panel} id={id} className="mobile-menu" hidden={!open} onKeyDown={onKeyDown} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
      <nav aria-label={LL.MAIN_NAVIGATION()}>
        {parent && (
          <div className="mobile-menu__level-head">
            <button type="button" className="mobile-menu__back" onClick={back}>
              <span aria-hidden="true">‹ </span>
              {LL.MENU_BACK()}
            </button>
            <ContentLink href={parent.href} className="mobile-menu__parent" onClick={onClose}>
              {parent.text}
            </ContentLink>
          </div>
        )}
        <ul className="mobile-menu__list">
          {items.map((item) => (
            <li key={item.id} className="mobile-menu__item">
              <ContentLink href={item.href} className="mobile-menu__link" onClick={onClose}>
                {item.flagIcon && <span className={`flag ${item.flagIcon}`} aria-hidden="true" />}
                {item.text}
              </ContentLink>
              {item.children.length > 0 && (
                <button type="button" className="mobile-menu__next" onClick={() => setPath([...path, item.id])}>
                  <span className="visually-hidden">{LL.SUBMENU_OF({ name: item.text })}</span>
                  <span aria-hidden="true">›</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className="mobile-menu__close" onClick={onClose}>
        {LL.MENU_CLOSE()}
      </button>
    </div>
  )
}
