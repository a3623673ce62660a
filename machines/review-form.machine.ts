import { assign, fromPromise, setup } from 'xstate'
import type { Result } from '../domain/types.ts'
import { FIELD_REQUIRED, INCORRECT_EMAIL, isEmail, isFilled, isRating, reviewTextOf } from '../domain/validation.ts'
import { hasNoErrors, type FieldErrors } from '../domain/form.ts'
import type { Review } from '../domain/requests.ts'

export interface ReviewFormContext {
  review: Review
  errors: FieldErrors
}

export type ReviewFormEvent =
  | { type: 'field.changed'; field: 'rating'; value: number }
  | { type: 'field.changed'; field: 'title' | 'comment' | 'email'; value: string }
  | { type: 'submit' }

/** What the form tells whoever runs it: a review was taken, for the root to journal as `review.create`. */
export type ReviewFormEmitted = { type: 'review.created'; review: Review }

/** SPEC §5 Review form: rating, title, text and e-mail required; the e-mail must be valid. */
export function reviewErrors(review: Review): FieldErrors {
  const errors: FieldErrors = {}
  if (!isRating(review.rating)) errors.rating = FIELD_REQUIRED
  if (!reviewTextOf(review.title)) errors.title = FIELD_REQUIRED
  if (!reviewTextOf(review.comment)) errors.comment = FIELD_REQUIRED
  if (!isFilled(review.email)) errors.email = FIELD_REQUIRED
  else if (!isEmail(review.email)) errors.email = INCORRECT_EMAIL
  return errors
}

/** SPEC §4 Review: validate, submit, then thanks (examined before publication) or an error. */
export const reviewFormMachine = setup({
  types: { input: {} as { productId: string }, context: {} as ReviewFormContext, events: {} as ReviewFormEvent, emitted: {} as ReviewFormEmitted },
  actors: {
    submitReview: fromPromise<Result<true>, Review>(async () => {
      throw new Error('provided by the review service')
    }),
  },
  guards: {
    isValid: ({ context }) => hasNoErrors(reviewErrors(context.review)),
    accepted: (_, { result }: { result: Result<true> }) => result.ok,
  },
  actions: {
    change: assign({
      review: ({ context, event }) => (event.type === 'field.changed' ? { ...context.review, [event.field]: event.value } : context.review),
      errors: {},
    }),
    showErrors: assign({ errors: ({ context }) => reviewErrors(context.review) }),
    // Provided by the root: a created review is a shared-state event (`review.create`).
    reportCreated: (_, _params: { review: Review }) => {},
  },
}).createMachine({
  id: 'reviewForm',
  context: ({ input }) => ({ review: { productId: input.productId, rating: 0, title: '', comment: '', email: '' }, errors: {} }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.changed': { actions: 'change' },
        submit: [{ guard: 'isValid', target: 'submitting' }, { actions: 'showErrors' }],
      },
    },
    submitting: {
      invoke: {
        id: 'submitReview',
        src: 'submitReview',
        input: ({ context }) => context.review,
        onDone: [
          { guard: { type: 'accepted', params: ({ event }) => ({ result: event.output }) }, target: 'thanks', actions: { type: 'reportCreated', params: ({ context }) => ({ review: context.review }) } },
          { target: 'failed' },
        ],
        onError: { target: 'failed' },
      },
    },
    thanks: { type: 'final' },
    failed: { on: { submit: 'submitting', 'field.changed': { target: 'editing', actions: 'change' } } },
  },
})
