import type { StoreCode } from '../../../app.config.ts'

/** SPEC §9 "VAT shown in texts: 19% German, 22% Italy, 21% Netherlands, 23% Poland"; other stores say "incl. VAT". */
export type VatTextKey = 'VAT_19' | 'VAT_22' | 'VAT_21' | 'VAT_23' | 'VAT_INCLUDED'

const VAT_TEXT: Partial<Record<StoreCode, VatTextKey>> = { de: 'VAT_19', it: 'VAT_22', nl: 'VAT_21', pl: 'VAT_23' }

export const vatTextKey = (storeCode: StoreCode): VatTextKey => VAT_TEXT[storeCode] ?? 'VAT_INCLUDED'
