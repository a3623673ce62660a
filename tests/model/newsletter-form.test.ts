import { expect } from 'vitest'
import { newsletterFormMachine } from '../../machines/newsletter-form.machine.ts'
import { describeModel } from './support/model.ts'

describeModel({
  name: 'newsletter-form',
  build: (io) => newsletterFormMachine.provide({ actors: { subscribe: io.promise('subscribe') } }),
  inputs: { pl: { country: 'PL', createVoucher: false } },
  events: () => [
    { type: 'email.changed', email: '' },
    { type: 'email.changed', email: 'not-an-email' },
    { type: 'email.changed', email: 'ada@example.com' },
    { type: 'submit' },
    { type: 'xstate.done.actor.subscribe', output: { ok: true, value: true } },
    { type: 'xstate.done.actor.subscribe', output: { ok: false, failure: { kind: 'transport', message: 'Request failed', status: 500 } } },
    { type: 'xstate.error.actor.subscribe', error: { message: 'offline' } },
  ],
  check: ({ snapshot, event, effects }) => {
    // Submission is blocked until the e-mail is valid: only a valid address ever reaches the service.
    for (const effect of effects) {
      expect(effect).toEqual({ kind: 'invoked', id: 'subscribe', input: { email: 'ada@example.com', create_voucher: false, country: 'PL' } })
    }
    // An empty address asks for one, a malformed one for a check of its format (SPEC §5 message keys).
    if (event.type === 'submit' && snapshot.matches('idle')) {
      expect(snapshot.context.error).toEqual(snapshot.context.email.trim() === '' ? { key: 'NEWSLETTER_EMAIL_REQUIRED_ERROR' } : { key: 'FORM_ERROR_PATTERN' })
    }
    if (snapshot.matches('failure')) expect(snapshot.context.error).toEqual({ key: 'NEWSLETTER_FAILURE' })
  },
})
