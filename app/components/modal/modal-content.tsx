import { Suspense, type ReactNode } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'

/** Inside an opened modal: its content, or while that loads a short status that says so. */
export function ModalContent({ children }: { children: ReactNode }) {
  return <Suspense fallback={<ModalContentLoading />}>{children}</Suspense>
}

function ModalContentLoading() {
  const { LL } = useI18nContext()
  return (
    <p className="modal__loading" role="status">
      {LL.LOADING()}
    </p>
  )
}
