import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import type { ColourModel } from './product-model.ts'

export interface ColourVariantsProps {
  colours: ColourModel[]
  selected: string | null
  onSelect: (variantId: string) => void
}

/** Colour variants as named swatches (radio buttons, the colour's name is the label). */
export function ColourVariants({ colours, selected, onSelect }: ColourVariantsProps) {
  const { LL } = useI18nContext()
  return (
    <fieldset className="colour-variants">
      <legend className="colour-variants__legend">
        {LL.COLOUR()}: {colours.find((colour) => colour.variantId === selected)?.title ?? ''}
      </legend>
      <div className="colour-variants__options">
        {colours.map((colour) => (
          <label key={colour.variantId} className="colour-variants__option">
            <input type="radio" name="colour" value={colour.variantId} checked={selected === colour.variantId} onChange={() => onSelect(colour.variantId)} />
            <span className="colour-variants__swatch" style={{ background: colour.hex ?? undefined }} aria-hidden="true" />
            <span className="visually-hidden">{colour.title}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
