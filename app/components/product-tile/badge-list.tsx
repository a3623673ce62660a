import { useI18nContext } from '../../../i18n/i18n-react.tsx'

const BADGE_KEYS = {
  'black-friday': 'BADGE_BLACK_FRIDAY',
  sale: 'BADGE_SALE',
  'online-only': 'BADGE_ONLINE_ONLY',
  'xmas-deal': 'BADGE_XMAS_DEAL',
} as const

/** Product badges (SPEC §3: Black Friday, Sale, Online Only, X-Mas Deal); unknown ids are left out. */
export function BadgeList({ badges }: { badges: readonly string[] }) {
  const { LL } = useI18nContext()
  const known = badges.filter((badge): badge is keyof typeof BADGE_KEYS => badge in BADGE_KEYS)
  if (known.length === 0) return null
  return (
    <ul className="badge-list">
      {known.map((badge) => (
        <li key={badge} className={`badge badge--${badge}`}>
          {LL[BADGE_KEYS[badge]]()}
        </li>
      ))}
    </ul>
  )
}
