import { useId, type HTMLInputAutoCompleteAttribute } from 'react'

interface FormFieldProps {
  label: string
  name: string
  type: 'text' | 'email' | 'tel' | 'password'
  autoComplete: HTMLInputAutoCompleteAttribute
  /** What is wrong with the value, in the shopper's language. */
  error?: string
  /** What the value has to be, said before the shopper types. */
  hint?: string
  minLength?: number
  /** The most characters the field takes: what the platform saves, no more. */
  maxLength?: number
  /** SPEC §5 "Required fields are marked with *"; fields are required unless said otherwise. */
  required?: boolean
  /** What the customer saved before, or typed last. */
  defaultValue?: string
}

/** A form field with its label, hint and error tied to the input. */
export function FormField({ label, name, type, autoComplete, error, hint, minLength, maxLength, required = true, defaultValue }: FormFieldProps) {
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
        minLength={minLength}
        maxLength={maxLength}
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
