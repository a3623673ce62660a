import { useId, type HTMLInputAutoCompleteAttribute } from 'react'

interface AccountFieldProps {
  label: string
  name: string
  type: 'text' | 'email' | 'tel' | 'password'
  autoComplete: HTMLInputAutoCompleteAttribute
  /** SPEC §5 "Required fields are marked with *". */
  required: boolean
  /** What the customer saved before, or typed last. */
  defaultValue?: string
  /** What is wrong with the value, in the shopper's language. */
  error?: string
  /** What the value has to be, said before the shopper types. */
  hint?: string
}

/** A field of the customer area's forms with its label, hint and error tied to the input. */
export function AccountField({ label, name, type, autoComplete, required, defaultValue, error, hint }: AccountFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        defaultValue={defaultValue}
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
