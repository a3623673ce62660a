import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { BusyButton } from '../forms/busy-button.tsx'

interface LoadMoreProps {
  shown: number
  total: number
  busy: boolean
  onLoadMore: () => void
}

/** How far the shopper has come, and the button for the next page (SPEC §9: count times page number); nothing for an empty listing. */
export function LoadMore({ shown, total, busy, onLoadMore }: LoadMoreProps) {
  const { LL } = useI18nContext()
  if (total === 0) return null
  return (
    <div className="load-more">
      <p className="load-more__progress">{LL.LISTING_PROGRESS({ shown, total })}</p>
      <progress className="load-more__bar" max={total} value={shown} aria-hidden="true" />
      {shown < total && (
        <BusyButton type="button" busy={busy} onClick={onLoadMore}>
          {busy ? LL.LOADING() : LL.LOAD_MORE()}
        </BusyButton>
      )}
    </div>
  )
}
