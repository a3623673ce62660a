import type { AriaAttributes } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'

const RATINGS = [1, 2, 3, 4, 5] as const

interface StarRatingInputProps {
  /** The form field's name; the chosen rating is its value, 1 to 5. */
  name: string
  legend: string
  invalid?: Pick<AriaAttributes, 'aria-invalid' | 'aria-describedby'>
}

/**
 * A rating as five stars: a radio group under its legend (arrow keys move, each star is named "n out of 5
 * stars"), where the chosen star and those before it are filled, and pointing at a star previews that rating. A
 * missing rating is told on the group and on each star, as the focus is taken to the first star to correct it.
 */
export function StarRatingInput({ name, legend, invalid = {} }: StarRatingInputProps) {
  const { LL } = useI18nContext()
  return (
    <fieldset className="star-rating" {...invalid}>
      <legend className="star-rating__legend">{legend} *</legend>
      <div className="star-rating__stars">
        {RATINGS.map((rating) => (
          <label key={rating} className="star-rating__star">
            <input className="star-rating__input" type="radio" name={name} value={rating} required {...invalid} />
            <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="32" height="32">
              <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
            </svg>
            <span className="visually-hidden">{LL.REVIEWS_AVERAGE({ average: String(rating) })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
