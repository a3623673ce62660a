import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { ContentLink } from '../content/content-link.tsx'

/** SPEC §9: the bubble has layouts for 2 or 3 digits; more than three digits would not fit. */
export function bubbleDigits(count: number): 1 | 2 | 3 {
  return count >= 100 ? 3 : count >= 10 ? 2 : 1
}

export function bubbleText(count: number): string {
  return count > 999 ? '999+' : String(count)
}

/** The favourites link with the number of favourites. */
export function FavouritesBubble({ href, count }: { href: string; count: number }) {
  const { LL } = useI18nContext()
  return (
    <ContentLink href={href} className="header-icon header-icon--favourites">
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
        <path d="M12 21s-8-5.3-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.7-8 11-8 11z" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className="visually-hidden">{LL.FAVOURITES_WITH_COUNT({ count })}</span>
      {count > 0 && (
        <span className={`bubble bubble--${bubbleDigits(count)}`} aria-hidden="true">
          {bubbleText(count)}
        </span>
      )}
    </ContentLink>
  )
}
