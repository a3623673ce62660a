import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { ContentLink } from '../content/content-link.tsx'
import { useShop } from '../content/shop-context.tsx'

/** SPEC §2: the logo links home; without a configured logo image the shop's own mark is shown. */
export function ShopLogo({ image, small = false }: { image: string | null; small?: boolean }) {
  const { LL } = useI18nContext()
  const { entry, imageHost } = useShop()
  const width = small ? 120 : 160
  const height = small ? 30 : 40
  return (
    <ContentLink href={entry.url} className="shop-logo">
      {image ? (
        <img src={`${imageHost}${image.replace(/^\/images\//, '/')}`} alt={LL.LOGO_LABEL()} width={width} height={height} />
      ) : (
        <svg role="img" aria-label={LL.LOGO_LABEL()} width={width} height={height} viewBox="0 0 160 40">
          <text x="0" y="29" fontFamily="var(--font-heading)" fontWeight="700" fontSize="28" fill="currentColor">
            vitacura
          </text>
        </svg>
      )}
    </ContentLink>
  )
}
