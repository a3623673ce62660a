import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useI18nContext } from '../../i18n/i18n-react.tsx'
import { backToTopMachine } from '../../machines/back-to-top.machine.ts'

const machine = backToTopMachine.provide({
  actions: { scrollToTop: () => window.scrollTo({ top: 0, behavior: 'smooth' }) },
})

/** The back-to-top control: shown after 160 px of scrolling (SPEC §9), it scrolls the page to the top. */
export function BackToTop() {
  const { LL } = useI18nContext()
  const [state, send] = useMachine(machine)
  useEffect(() => {
    let frame = 0
    const onScroll = () => {
      if (frame) return
      frame = requestAnimationFrame(() => {
        frame = 0
        send({ type: 'page.scrolled', scrollY: window.scrollY })
      })
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [send])
  const visible = state.matches('visible')
  return (
    <button type="button" className={visible ? 'back-to-top back-to-top--visible' : 'back-to-top'} hidden={!visible} onClick={() => send({ type: 'back-to-top.clicked' })}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
        <path d="M4 12l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className="visually-hidden">{LL.BACK_TO_TOP()}</span>
    </button>
  )
}
