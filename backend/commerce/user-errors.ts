/** A user error as the storefront API reports it: the input path, a message, and a code of the payload's enum. */
export interface UserError<Code extends string = string> {
  field: string[] | null
  message: string
  code: Code
}

export function userError<Code extends string>(code: Code, message: string, field: string[] | null = null): UserError<Code> {
  return { code, message, field }
}
