import { createServerFn } from '@tanstack/react-start'
import { appConfig, STORE_CODES } from '../../app.config.ts'
import { isEmail, isFilled, isRating, reviewTextOf } from '../../domain/validation.ts'
import { sendReview } from '../../services/review.ts'

/**
 * SPEC §4 Review: the shopper's review of a product, posted to the moderated review service from the server (its
 * address and the store's token are configuration, the token never reaches the browser). True when it was taken.
 */
export const submitReview = createServerFn({ method: 'POST' })
  .validator((input: { store: string; productId: string; rating: number; title: string; comment: string; email: string }) => {
    const store = STORE_CODES.find((code) => code === input.store)
    const productId = String(input.productId)
    const rating = Number(input.rating)
    const title = reviewTextOf(String(input.title))
    const comment = reviewTextOf(String(input.comment))
    const email = String(input.email).trim()
    if (!store || !/^\d+$/.test(productId) || !isRating(rating) || !isFilled(title) || !isFilled(comment) || !isEmail(email)) throw new Error('Invalid review')
    return { store, productId, rating, title, comment, email }
  })
  .handler(async ({ data: { store, ...review } }): Promise<boolean> => {
    const config = appConfig()
    return sendReview({ reviewServiceDomain: config.reviewServiceDomain, token: config.keys[store].reviewServiceToken }, store, review)
  })
