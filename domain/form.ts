import type { Message } from '../i18n/message.ts'

/** Field errors of a form: a message for the shopper per field name, empty when the form may be sent. */
export type FieldErrors = Record<string, Message>

export const hasNoErrors = (errors: FieldErrors) => Object.keys(errors).length === 0
