/** Field errors of a form: message per field name, empty when the form may be sent. */
export type FieldErrors = Record<string, string>

export const hasNoErrors = (errors: FieldErrors) => Object.keys(errors).length === 0
