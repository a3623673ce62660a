import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { ContentLink } from '../content/content-link.tsx'

/** The promotion line above the header. */
export function PromotionsBar({ promotions }: { promotions: ReadonlyArray<{ text: string; href: string }> }) {
  const { LL } = useI18nContext()
  if (promotions.length === 0) return null
  return (
    <aside className="promotions-bar" aria-label={LL.PROMOTIONS()}>
      <ul>
        {promotions.map((promotion) => (
          <li key={promotion.text}>{promotion.href ? <ContentLink href={promotion.href}>{promotion.text}</ContentLink> : promotion.text}</li>
        ))}
      </ul>
    </aside>
  )
}
