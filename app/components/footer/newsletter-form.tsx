import { useEffect, useId, useRef, type FormEvent } from 'react'
import { fromPromise } from 'xstate'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { newsletterFormMachine } from '../../../machines/newsletter-form.machine.ts'
import type { Subscription } from '../../../domain/requests.ts'
import { subscribeThroughShop } from '../../../services/newsletter.ts'
import { useShop } from '../content/shop-context.tsx'
import { providedPerStore, useFormActor } from '../forms/form-actor.ts'

/** The browser subscribes through the shop's own endpoint (SPEC §7), which keeps the service's address on the server. */
const newsletterFormOf = providedPerStore(() =>
  newsletterFormMachine.provide({ actors: { subscribe: fromPromise(({ input }: { input: Subscription }) => subscribeThroughShop(input)) } }),
)

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
  const emailId = useId()
  const thanks = useRef<HTMLParagraphElement>(null)
  const { form, state, errors } = useFormActor(newsletterFormOf(entry.storeCode), {
    input: { createVoucher, country: entry.country },
    messagesOf: (snapshot) => ({ email: snapshot.matches('failure') ? null : snapshot.context.error }),
  })
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
  const error = errors.email
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    form.send({ type: 'email.changed', email: String(new FormData(event.currentTarget).get('email') ?? '').trim() })
    form.send({ type: 'submit' })
  }
  return (
    <form className="newsletter-form" noValidate onSubmit={submit} aria-busy={state === 'loading'}>
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
        <button type="submit" className="button" disabled={state === 'loading'}>
          {state === 'loading' ? LL.NEWSLETTER_SUBMITTING() : button || LL.NEWSLETTER_SUBMIT()}
        </button>
      </div>
      {error && (
        <p id={`${emailId}-error`} className="newsletter-form__error" role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
