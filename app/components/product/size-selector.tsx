import { useId } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import type { VariantModel } from './product-model.ts'

export interface SizeSelectorProps {
  sizes: VariantModel[]
  /** The radio group's name: a page that shows several products' sizes (a bundle) names each group apart. */
  name?: string
  /** The product the sizes are of, named to a screen reader when a page shows several products' sizes (a bundle). */
  of?: string
  selected: string | null
  /** Set after an add to cart without a size: 'Choose a size' (SPEC §5). */
  showRequired: boolean
  onSelect: (variantId: string) => void
}

/** Size choice as radio buttons; sizes that are sold out show 'Soon available again'. */
export function SizeSelector({ sizes, name = 'size', of, selected, showRequired, onSelect }: SizeSelectorProps) {
  const { LL } = useI18nContext()
  const errorId = useId()
  return (
    <fieldset className="size-selector" aria-describedby={showRequired ? errorId : undefined} aria-invalid={showRequired || undefined}>
      <legend className="size-selector__legend">
        {LL.SIZE()} *{of ? <span className="visually-hidden"> {of}</span> : null}
      </legend>
      <div className="size-selector__options">
        {sizes.map((size) => {
          const soon = !size.availableForSale
          return (
            <label key={size.variantId} className={`size-selector__option${soon ? ' size-selector__option--soon' : ''}`}>
              <input type="radio" name={name} value={size.variantId} checked={selected === size.variantId} onChange={() => onSelect(size.variantId)} />
              <span className="size-selector__label">{size.size}</span>
              {soon ? <span className="size-selector__soon">{LL.SOON_AVAILABLE_AGAIN()}</span> : null}
            </label>
          )
        })}
      </div>
      {showRequired ? (
        <p id={errorId} className="field-error" role="alert">
          {LL.CHOOSE_SIZE()}
        </p>
      ) : null}
    </fieldset>
  )
}
