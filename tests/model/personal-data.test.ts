import { expect } from 'vitest'
import { personalDataMachine } from '../../machines/personal-data.machine.ts'
import { EMAIL_TAKEN, NOT_LOGGED_IN, PHONE_TAKEN, UNREACHABLE } from './support/account-samples.ts'
import { describeModel } from './support/model.ts'

const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '' }
const withPhone = { ...ada, phone: '+4930123456' }
const badPhone = { ...ada, phone: '030 123456' }
const markupName = { ...ada, firstName: '<img src=x onerror=alert(1)>' }
/** The platform refuses a name the shop's rule let through: it is said at the name's field. */
const NAME_REFUSED = { ok: false, failure: { kind: 'user', message: 'First name cannot contain HTML tags', code: 'contains-html', field: 'firstName' } }

describeModel({
  name: 'personal-data',
  build: (io) =>
    personalDataMachine.provide({
      actors: { fetchPersonalData: io.promise('fetchPersonalData'), savePersonalData: io.promise('savePersonalData') },
      actions: { announceSaved: io.action('announceSaved') },
    }),
  events: () => [
    { type: 'retry' },
    { type: 'submit', values: withPhone },
    { type: 'submit', values: badPhone },
    { type: 'submit', values: markupName },
    { type: 'xstate.done.actor.fetchPersonalData', output: { ok: true, value: ada } },
    { type: 'xstate.done.actor.fetchPersonalData', output: NOT_LOGGED_IN },
    { type: 'xstate.done.actor.fetchPersonalData', output: UNREACHABLE },
    { type: 'xstate.error.actor.fetchPersonalData', error: { message: 'offline' } },
    { type: 'xstate.done.actor.savePersonalData', output: { ok: true, value: withPhone } },
    { type: 'xstate.done.actor.savePersonalData', output: EMAIL_TAKEN },
    { type: 'xstate.done.actor.savePersonalData', output: PHONE_TAKEN },
    { type: 'xstate.done.actor.savePersonalData', output: NAME_REFUSED },
    { type: 'xstate.done.actor.savePersonalData', output: NOT_LOGGED_IN },
    { type: 'xstate.error.actor.savePersonalData', error: { message: 'offline' } },
  ],
  check: ({ snapshot, event, effects }) => {
    // SPEC §5: a phone not in E.164 is refused with its message and never sent; what was typed stays.
    if (event.type === 'submit' && (event as unknown as { values: typeof ada }).values === badPhone && !snapshot.hasTag('busy') && snapshot.matches('editing')) {
      expect(snapshot.context.errors).toEqual({ phone: { key: 'PHONE_FORMAT' } })
      expect(snapshot.context.typed).toEqual(badPhone)
    }
    for (const effect of effects) if (effect.kind === 'invoked' && effect.id === 'savePersonalData') expect(effect.input).toEqual(withPhone)
    // 'personal data saved' shows what the platform saved.
    if (snapshot.matches('saved')) expect(snapshot.context.saved).toEqual(withPhone)
    // What the platform saved is announced to the session, once, and nothing else is.
    const announced = effects.filter((effect) => effect.kind === 'action' && effect.name === 'announceSaved')
    expect(announced).toEqual(event.type === 'xstate.done.actor.savePersonalData' && snapshot.matches('saved') ? [{ kind: 'action', name: 'announceSaved', params: withPhone }] : [])
    // SPEC §5 and the platform: a name with markup is refused at its field and never sent; what was typed stays.
    if (event.type === 'submit' && (event as unknown as { values: typeof ada }).values === markupName && !snapshot.hasTag('busy')) {
      expect(snapshot.context.errors).toEqual({ firstName: { key: 'NAME_CHARACTERS' } })
      expect(snapshot.context.typed).toEqual(markupName)
    }
    // A field the platform refuses is named at that field, not with 'Something went wrong'; what was typed stays.
    const output = (event as unknown as { output?: unknown }).output
    if (event.type === 'xstate.done.actor.savePersonalData' && output === NAME_REFUSED) {
      expect([snapshot.value, snapshot.context.errors, snapshot.context.refusal, snapshot.context.typed]).toEqual(['editing', { firstName: { key: 'NAME_CHARACTERS' } }, null, withPhone])
    }
    // An e-mail address or phone number another account has is refused with its own message; what was typed stays.
    else if (event.type === 'xstate.done.actor.savePersonalData' && snapshot.matches('editing')) {
      expect(snapshot.context.refusal).toEqual({ key: (event as unknown as { output: unknown }).output === PHONE_TAKEN ? 'PHONE_IN_USE' : 'EMAIL_IN_USE' })
      expect(snapshot.context.typed).toEqual(withPhone)
    }
    if (event.type === 'xstate.error.actor.savePersonalData') expect(snapshot.context.refusal).toEqual({ key: 'SOMETHING_WRONG' })
  },
})
