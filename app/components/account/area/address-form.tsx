import { useEffect, useRef, type FormEvent } from 'react'
import { useI18nContext } from '../../../../i18n/i18n-react.tsx'
import type { AddressFields } from '../../../../domain/account.ts'
import { ADDRESS_FIELD_MAX_LENGTH, NAME_MAX_LENGTH } from '../../../../domain/constants.ts'
import type { AddressChange } from '../../../../machines/address-book.machine.ts'
import { valuesOf } from '../attempts.ts'
import { FormAlert } from '../form-alert.tsx'
import { FormField } from '../form-field.tsx'
import { countryNameOf } from './country-name.ts'
import { BusyButton } from '../../forms/busy-button.tsx'
import { useFocusFirstInvalid } from '../../forms/use-focus-first-invalid.ts'

interface AddressFormProps {
  /** The address changed, or null for a new one. */
  id: string | null
  values: AddressFields
  /** The country of a saved address in another country than the store's (saved in another store): it stays in it. */
  otherCountry: string | null
  isDefault: boolean
  errors: Record<string, string>
  refusal: string | null
  busy: boolean
  onSubmit: (change: AddressChange) => void
  onCancel: () => void
}

const text = (value: string | undefined) => (value ?? '').trim()

/**
 * SPEC §3 Address with the names: every field required but address line 2 (SPEC §5), and the default choice. No
 * field takes more than the platform saves.
 */
export function AddressForm({ id, values, otherCountry, isDefault, errors, refusal, busy, onSubmit, onCancel }: AddressFormProps) {
  const { LL, locale } = useI18nContext()
  const { formRef, noteSubmit } = useFocusFirstInvalid(errors)
  const heading = useRef<HTMLHeadingElement>(null)
  // The form replaces the list: the focus moves with it, so keyboard and screen reader users land in the form.
  useEffect(() => heading.current?.focus(), [])
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    noteSubmit()
    const typed = valuesOf(event.currentTarget)
    const address: AddressFields = {
      firstName: text(typed.firstName),
      lastName: text(typed.lastName),
      company: text(typed.company),
      address1: text(typed.address1),
      address2: text(typed.address2),
      zip: text(typed.zip),
      city: text(typed.city),
    }
    onSubmit({ id, address, makeDefault: typed.makeDefault === 'on' })
  }
  const invalid = Object.keys(errors).length > 0
  return (
    <form ref={formRef} className="account-form address-form" noValidate onSubmit={submit}>
      <h2 ref={heading} tabIndex={-1}>
        {id ? LL.ADDRESS_EDIT({ street: values.address1 }) : LL.ADDRESS_NEW()}
      </h2>
      <FormAlert message={invalid ? LL.CHECK_INPUT() : busy ? null : refusal} />
      {otherCountry ? (
        <p className="address-form__country">
          {LL.SELECTOR_COUNTRY()}: {countryNameOf(otherCountry, locale)}
        </p>
      ) : null}
      <FormField label={LL.FIRST_NAME()} name="firstName" type="text" maxLength={NAME_MAX_LENGTH} autoComplete="given-name" required defaultValue={values.firstName} error={errors.firstName} />
      <FormField label={LL.LAST_NAME()} name="lastName" type="text" maxLength={NAME_MAX_LENGTH} autoComplete="family-name" required defaultValue={values.lastName} error={errors.lastName} />
      <FormField label={LL.COMPANY()} name="company" type="text" maxLength={ADDRESS_FIELD_MAX_LENGTH} autoComplete="organization" required defaultValue={values.company} error={errors.company} />
      <FormField label={LL.STREET()} name="address1" type="text" maxLength={ADDRESS_FIELD_MAX_LENGTH} autoComplete="address-line1" required defaultValue={values.address1} error={errors.address1} />
      <FormField label={LL.APARTMENT()} name="address2" type="text" maxLength={ADDRESS_FIELD_MAX_LENGTH} autoComplete="address-line2" required={false} defaultValue={values.address2} error={errors.address2} />
      <FormField label={LL.POSTAL_CODE()} name="zip" type="text" maxLength={ADDRESS_FIELD_MAX_LENGTH} autoComplete="postal-code" required defaultValue={values.zip} error={errors.zip} />
      <FormField label={LL.CITY()} name="city" type="text" maxLength={ADDRESS_FIELD_MAX_LENGTH} autoComplete="address-level2" required defaultValue={values.city} error={errors.city} />
      <label className="checkbox-field">
        <input type="checkbox" name="makeDefault" defaultChecked={isDefault} disabled={isDefault} />
        {LL.ADDRESS_MAKE_DEFAULT()}
      </label>
      <div className="account-form__actions">
        <BusyButton type="submit" busy={busy}>
          {LL.SAVE()}
        </BusyButton>
        <BusyButton type="button" className="button button--secondary" busy={busy} onClick={onCancel}>
          {LL.CANCEL()}
        </BusyButton>
      </div>
    </form>
  )
}
