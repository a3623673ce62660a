import { useSelector } from '@xstate/react'
import { useEffect, useRef, type FormEvent } from 'react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { translate } from '../../../i18n/message.ts'
import { useShop } from '../content/shop-context.tsx'
import { useActorOnApproach } from '../../state/actor-on-approach.ts'
import { BusyButton } from '../forms/busy-button.tsx'
import { useFocusFirstInvalid } from '../forms/use-focus-first-invalid.ts'

const loadNewsletterForm = async () => (await import('./newsletter-form-logic.ts')).newsletterForm

export interface NewsletterFormProps {
  /** Whether this signup asks for a welcome voucher (the newsletter snippet's `create_voucher`). */
  createVoucher: boolean
  /** The snippet's button text; the shop's own when it has none. */
  button: string
}

/**
 * The newsletter signup of the footers (SPEC §4, §5): an e-mail is required and must look like one before
 * anything is sent; while the service answers the button waits, its thanks replace the form, and its failure is
 * shown above the field so the shopper can try again.
 */
export function NewsletterForm({ createVoucher, button }: NewsletterFormProps) {
  const { LL } = useI18nContext()
  const { entry } = useShop()
  // One footer, so one form, per page; a fixed id, as the full footer is rendered apart from the page (footer.tsx).
  const emailId = 'newsletter-email'
  const thanks = useRef<HTMLParagraphElement>(null)
  // The form's machine comes when the shopper heads for the form: it is on every page, and few use it.
  const form = useActorOnApproach(loadNewsletterForm, { createVoucher, country: entry.country })
  const state = useSelector(form.actor, (snapshot) => (snapshot ? String(snapshot.value) : 'idle'))
  const message = useSelector(form.actor, (snapshot) => (snapshot && !snapshot.matches('failure') ? snapshot.context.error : null))
  const error = message ? translate(LL, message) : undefined
  // Every refused signup takes the focus to the address, the first as much as the next.
  const { formRef, noteSubmit } = useFocusFirstInvalid(error ? { email: error } : {})
  // The form the focus was in is gone: the thanks that replace it take the focus.
  useEffect(() => {
    if (state === 'success') thanks.current?.focus()
  }, [state])
  if (state === 'success') {
    return (
      <p ref={thanks} className="newsletter-form__thanks" role="status" tabIndex={-1}>
        {LL.NEWSLETTER_SUCCESS()}
      </p>
    )
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    form.send({ type: 'email.changed', email: String(new FormData(event.currentTarget).get('email') ?? '').trim() })
    noteSubmit()
    form.send({ type: 'submit' })
  }
  return (
    <form ref={formRef} className="newsletter-form" noValidate onSubmit={submit} aria-busy={state === 'loading'} onPointerEnter={form.load} onFocus={form.load}>
      {state === 'failure' && (
        <p className="newsletter-form__failure" role="alert">
          {LL.NEWSLETTER_FAILURE()}
        </p>
      )}
      <label htmlFor={emailId}>{LL.EMAIL()} *</label>
      <div className="newsletter-form__row">
        <input
          id={emailId}
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={error !== undefined || undefined}
          aria-describedby={error ? `${emailId}-error` : undefined}
          onChange={(event) => form.send({ type: 'email.changed', email: event.target.value.trim() })}
        />
        <BusyButton type="submit" busy={state === 'loading'}>
          {state === 'loading' ? LL.NEWSLETTER_SUBMITTING() : button || LL.NEWSLETTER_SUBMIT()}
        </BusyButton>
      </div>
      {error && (
        <p id={`${emailId}-error`} className="newsletter-form__error" role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
