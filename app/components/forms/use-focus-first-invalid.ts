import { useEffect, useReducer, useRef } from 'react'
import { focusFirstInvalid } from './focus-first-invalid.ts'

/**
 * For a form whose errors come back from its machine: once it has been submitted, the first field the errors name
 * takes the focus when they show, as in the forms that check what was typed themselves (use-form-attempt.ts).
 * Returns the ref for the form and what its submit calls.
 */
export function useFocusFirstInvalid(errors: Readonly<Record<string, string>>) {
  const formRef = useRef<HTMLFormElement>(null)
  const submitted = useRef(false)
  // A form sent again unchanged is refused with the very errors it shows already: nothing else renders it anew.
  const [, countSubmit] = useReducer((count: number) => count + 1, 0)
  useEffect(() => {
    const fields = Object.keys(errors)
    if (!submitted.current || !formRef.current || fields.length === 0) return
    submitted.current = false
    focusFirstInvalid(formRef.current, fields)
  })
  const noteSubmit = () => {
    submitted.current = true
    countSubmit()
  }
  return { formRef, noteSubmit }
}
