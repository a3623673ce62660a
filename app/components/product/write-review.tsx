import { useCallback, useState } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { Modal } from '../modal/modal.tsx'
import { ModalContent } from '../modal/modal-content.tsx'
import { loadedOnOpen, preloadsOnApproach } from '../preloadable-view.ts'

// The form and its machine are fetched when the shopper heads for the button, not with the product page.
const ReviewForm = loadedOnOpen(async () => (await import('./review-form.tsx')).ReviewForm)

/**
 * 'Write a review' opens the review form modal (SPEC §2). The form keeps its state when the modal closes; a review
 * is for the product on the page, so another product's page gets a new form.
 */
export function WriteReview({ productId }: { productId: string }) {
  const { LL } = useI18nContext()
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  return (
    <>
      <button type="button" className="button button--secondary review-form__open" onClick={() => setOpen(true)} {...preloadsOnApproach(ReviewForm)}>
        {LL.REVIEW_WRITE()}
      </button>
      <Modal open={open} onClose={close} title={LL.REVIEW_WRITE()} name="review" keepsContent>
        <ModalContent>
          <ReviewForm key={productId} productId={productId} />
        </ModalContent>
      </Modal>
    </>
  )
}
