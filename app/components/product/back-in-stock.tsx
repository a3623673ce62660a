import { useCallback, useState } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { Modal } from '../modal/modal.tsx'
import { ModalContent } from '../modal/modal-content.tsx'
import { loadedOnOpen, preloadsOnApproach } from '../preloadable-view.ts'
import type { BackInStockFormProps } from './back-in-stock-form.tsx'

// The form and its machine are fetched when the shopper heads for the button, not with the product page.
const BackInStockForm = loadedOnOpen(async () => (await import('./back-in-stock-form.tsx')).BackInStockForm)

/** 'Notify me when available' opens the back-in-stock modal (SPEC §4); the form keeps its state when the modal closes. */
export function BackInStock({ productTitle, variantId }: BackInStockFormProps) {
  const { LL } = useI18nContext()
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  return (
    <>
      <button type="button" className="button button--secondary back-in-stock__open" onClick={() => setOpen(true)} {...preloadsOnApproach(BackInStockForm, Modal)}>
        {LL.BACK_IN_STOCK_TITLE()}
      </button>
      <Modal open={open} onClose={close} title={LL.BACK_IN_STOCK_TITLE()} name="back-in-stock" keepsContent>
        <ModalContent>
          <BackInStockForm productTitle={productTitle} variantId={variantId} />
        </ModalContent>
      </Modal>
    </>
  )
}
