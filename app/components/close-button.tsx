import { useI18nContext } from '../../i18n/i18n-react.tsx'

/** The button that closes a dialog or a flyout: a cross, named "close" in the shopper's language. */
export function CloseButton({ className, onClose }: { className: string; onClose: () => void }) {
  const { LL } = useI18nContext()
  return (
    <button type="button" className={className} onClick={onClose} aria-label={LL.CLOSE()}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  )
}
