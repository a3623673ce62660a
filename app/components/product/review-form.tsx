import { useId, type FormEvent } from 'react'
import { emit } from 'xstate'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { reviewFormMachine } from '../../../machines/review-form.machine.ts'
import type { Review } from '../../../domain/requests.ts'
import { submitReview } from '../../server/review.ts'
import { RootActor } from '../../state/root-actor.tsx'
import { providedPerStore, serviceCall, useFormActor } from '../forms/form-actor.ts'
import { useShop } from '../content/shop-context.tsx'
import { StarRatingInput } from './star-rating-input.tsx'
import { BusyButton } from '../forms/busy-button.tsx'
import { focusFirstInvalid } from '../forms/focus-first-invalid.ts'
import { useFocusOnThanks } from '../forms/use-focus-on-thanks.ts'

export interface ReviewFormProps {
  productId: string
}

/** The review service takes the review for moderation; a taken review is told to the form's owner to journal. */
const reviewFormOf = providedPerStore((store) =>
  reviewFormMachine.provide({
    actors: { submitReview: serviceCall((review: Review) => submitReview({ data: { store, ...review } }), 'The review service did not take the review') },
    actions: { reportCreated: emit((_, { review }: { review: Review }) => ({ type: 'review.created' as const, review })) },
  }),
)

/**
 * The review form in the review form modal (SPEC §2): rating, title, review and e-mail, all required (§5). It runs
 * on the review form machine: validate, submit, then thanks (examined before publication) or error.
 */
export function ReviewForm({ productId }: ReviewFormProps) {
  const { LL } = useI18nContext()
  const { entry } = useShop()
  const root = RootActor.useActorRef()
  const ids = { rating: useId(), title: useId(), comment: useId(), email: useId() }
  const { form, state, errors, fieldsToCorrect } = useFormActor(reviewFormOf(entry.storeCode), {
    input: { productId },
    messagesOf: (snapshot) => snapshot.context.errors,
    // A created review is shared state: the root journals it (SPEC §4).
    onEmitted: ({ review }) =>
      root.send({ type: 'review.create', productId: review.productId, rating: review.rating, title: review.title, origin: 'review-form', at: Date.now() }),
  })
  const thanks = useFocusOnThanks<HTMLParagraphElement>(state === 'thanks')
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const text = (name: string) => String(data.get(name) ?? '').trim()
    form.send({ type: 'field.changed', field: 'rating', value: Number(data.get('rating') ?? 0) })
    form.send({ type: 'field.changed', field: 'title', value: text('title') })
    form.send({ type: 'field.changed', field: 'comment', value: text('comment') })
    form.send({ type: 'field.changed', field: 'email', value: text('email') })
    form.send({ type: 'submit' })
    focusFirstInvalid(event.currentTarget, fieldsToCorrect())
  }
  const errorOf = (field: keyof typeof ids) => {
    const error = errors[field]
    return error ? (
      <p id={`${ids[field]}-error`} className="field-error" role="alert">
        {error}
      </p>
    ) : null
  }
  const described = (field: keyof typeof ids) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${ids[field]}-error` } : {})
  return state === 'thanks' ? (
    <p ref={thanks} role="status" tabIndex={-1}>
      {LL.REVIEW_THANKS()}
    </p>
  ) : (
    <form className="review-form" noValidate onSubmit={submit}>
      <StarRatingInput name="rating" legend={LL.REVIEW_RATING()} invalid={described('rating')} />
      {errorOf('rating')}
      <div className="form-field">
        <label htmlFor={ids.title}>{LL.REVIEW_TITLE()} *</label>
        <input id={ids.title} name="title" type="text" maxLength={200} required {...described('title')} />
        {errorOf('title')}
      </div>
      <div className="form-field">
        <label htmlFor={ids.comment}>{LL.REVIEW_TEXT()} *</label>
        <textarea id={ids.comment} name="comment" rows={5} maxLength={5000} required {...described('comment')} />
        {errorOf('comment')}
      </div>
      <div className="form-field">
        <label htmlFor={ids.email}>{LL.EMAIL()} *</label>
        <input id={ids.email} name="email" type="email" autoComplete="email" required {...described('email')} />
        {errorOf('email')}
      </div>
      {state === 'failed' ? (
        <p className="field-error" role="alert">
          {LL.SOMETHING_WRONG()}
        </p>
      ) : null}
      <BusyButton type="submit" busy={state === 'submitting'}>
        {LL.REVIEW_SUBMIT()}
      </BusyButton>
    </form>
  )
}
