import { useId, type HTMLInputAutoCompleteAttribute } from 'react'

interface FormFieldProps {
  label: string
  name: string
  type: 'text' | 'email' | 'password'
  autoComplete: HTMLInputAutoCompleteAttribute
  /** What is wrong with the value, in the shopper's language. */
  error?: string
  /** What the value has to be, said before the shopper types. */
  hint?: string
  minLength?: number
}

/** A required field (SPEC §5 "Required fields are marked with *") with its label, hint and error tied to the input. */
export function FormField({ label, name, type, autoComplete, error, hint, minLength }: FormFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        minLength={minLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
