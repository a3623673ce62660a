import { useI18nContext } from '../../../i18n/i18n-react.tsx'

const BADGE_TEXT = { 'black-friday': 'BADGE_BLACK_FRIDAY', sale: 'BADGE_SALE', 'online-only': 'BADGE_ONLINE_ONLY', 'xmas-deal': 'BADGE_XMAS_DEAL' } as const

/** SPEC §3 badges: Black Friday, Sale, Online Only, X-Mas Deal; unknown ids are left out. */
export function ProductBadges({ badges }: { badges: readonly string[] }) {
  const { LL } = useI18nContext()
  const known = badges.filter((badge): badge is keyof typeof BADGE_TEXT => badge in BADGE_TEXT)
  if (known.length === 0) return null
  return (
    <ul className="product-badges">
      {known.map((badge) => (
        <li key={badge} className={`product-badge product-badge--${badge}`}>
          {LL[BADGE_TEXT[badge]]()}
        </li>
      ))}
    </ul>
  )
}
