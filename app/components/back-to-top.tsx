import { useSelector } from '@xstate/react'
import { useI18nContext } from '../../i18n/i18n-react.tsx'
import { useBackToTopActor } from '../state/interface-actors.ts'

/**
 * The back-to-top control: the root's back-to-top actor shows it after 160 px of scrolling (SPEC §9) and scrolls
 * the page to the top on a click. The window's scrolling reaches it through `useWindowEvents`.
 */
export function BackToTop() {
  const { LL } = useI18nContext()
  const backToTop = useBackToTopActor()
  const visible = useSelector(backToTop, (snapshot) => snapshot?.matches('visible') ?? false)
  return (
    <button type="button" className={visible ? 'back-to-top back-to-top--visible' : 'back-to-top'} hidden={!visible} onClick={() => backToTop?.send({ type: 'back-to-top.clicked' })}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
        <path d="M4 12l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className="visually-hidden">{LL.BACK_TO_TOP()}</span>
    </button>
  )
}
