import type { Ref } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'

interface NotOfferedNoteProps {
  count: number
  onRemove: () => void
  /** The button, for the focus to go to once the last tile is removed from beside it. */
  buttonRef: Ref<HTMLButtonElement>
}

/** How many favourites this shop does not offer, and the button that removes them from the favourites. */
export function NotOfferedNote({ count, onRemove, buttonRef }: NotOfferedNoteProps) {
  const { LL } = useI18nContext()
  return (
    <div className="favourites-not-offered">
      <p>{LL.FAVOURITES_NOT_OFFERED({ count })}</p>
      <button ref={buttonRef} type="button" className="button button--secondary" onClick={onRemove}>
        {LL.FAVOURITES_REMOVE_NOT_OFFERED()}
      </button>
    </div>
  )
}
