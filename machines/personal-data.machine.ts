import { assign, fromPromise, sendParent, setup } from 'xstate'
import type { PersonalData } from '../domain/account.ts'
import type { Result } from '../domain/result.ts'
import type { Message } from '../i18n/message.ts'
import { notLoggedIn, refusalOf, refusedFieldsOf, succeeded, UNREACHABLE } from './account-outcome.ts'
import { personalDataProblems } from '../domain/account-validation.ts'
import { hasNoErrors, type FieldErrors } from '../domain/form.ts'

export interface PersonalDataContext {
  /** As the platform has it: the form starts from it. */
  saved: PersonalData | null
  /** What the shopper typed last: a refused form shows it again, nothing lost. */
  typed: PersonalData | null
  errors: FieldErrors
  refusal: Message | null
}

export type PersonalDataEvent = { type: 'submit'; values: PersonalData } | { type: 'retry' }

const EMPTY: PersonalDataContext = { saved: null, typed: null, errors: {}, refusal: null }
const NO_PERSONAL_DATA: PersonalData = { firstName: '', lastName: '', email: '', phone: '' }

/**
 * SPEC §2 Personal data: first name, last name, e-mail and phone (E.164, SPEC §5), saved with `customerUpdate`;
 * then 'personal data saved' (SPEC §8), and the session greets the customer by the saved name. A refused form keeps
 * what was typed and says why, by field.
 */
export const personalDataMachine = setup({
  types: { context: {} as PersonalDataContext, events: {} as PersonalDataEvent },
  actors: {
    fetchPersonalData: fromPromise<Result<PersonalData>>(async () => {
      throw new Error('provided by the customer service')
    }),
    savePersonalData: fromPromise<Result<PersonalData>, PersonalData>(async () => {
      throw new Error('provided by the customer service')
    }),
  },
  guards: {
    succeeded,
    notLoggedIn,
    isValid: ({ context }, { values }: { values: PersonalData }) => hasNoErrors(personalDataProblems(values, context.saved?.email)),
  },
  actions: {
    takeSaved: assign((_, { result }: { result: Result<PersonalData> }) => (result.ok ? { saved: result.value, typed: result.value, errors: {}, refusal: null } : {})),
    takeTyped: assign((_, { values }: { values: PersonalData }) => ({ typed: values, errors: {}, refusal: null })),
    explainProblems: assign(({ context }, { values }: { values: PersonalData }) => ({ typed: values, errors: personalDataProblems(values, context.saved?.email), refusal: null })),
    // A field the platform refused is named at that field; any other refusal above the form.
    refuse: assign((_, { result }: { result: Result<PersonalData> }) => {
      const errors = refusedFieldsOf(result)
      return hasNoErrors(errors) ? { refusal: refusalOf(result) } : { errors, refusal: null }
    }),
    // The header greets the customer by name: the root hands what was saved to the session, no reload needed.
    announceSaved: sendParent((_, saved: PersonalData) => ({ type: 'session.customer-changed', firstName: saved.firstName, lastName: saved.lastName, email: saved.email, phone: saved.phone })),
  },
}).createMachine({
  id: 'personalData',
  context: EMPTY,
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchPersonalData',
        src: 'fetchPersonalData',
        onDone: [
          { guard: { type: 'succeeded', params: ({ event }) => ({ result: event.output }) }, target: 'editing', actions: { type: 'takeSaved', params: ({ event }) => ({ result: event.output }) } },
          { guard: { type: 'notLoggedIn', params: ({ event }) => ({ result: event.output }) }, target: 'loggedOut' },
          { target: 'failed' },
        ],
        onError: { target: 'failed' },
      },
    },
    failed: { on: { retry: 'loading' } },
    editing: {
      on: {
        submit: [
          { guard: { type: 'isValid', params: ({ event }) => ({ values: event.values }) }, target: 'saving', actions: { type: 'takeTyped', params: ({ event }) => ({ values: event.values }) } },
          { actions: { type: 'explainProblems', params: ({ event }) => ({ values: event.values }) } },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'savePersonalData',
        src: 'savePersonalData',
        input: ({ context }) => context.typed ?? NO_PERSONAL_DATA,
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => ({ result: event.output }) },
            target: 'saved',
            actions: [
              { type: 'takeSaved', params: ({ event }) => ({ result: event.output }) },
              { type: 'announceSaved', params: ({ event }) => (event.output.ok ? event.output.value : NO_PERSONAL_DATA) },
            ],
          },
          { guard: { type: 'notLoggedIn', params: ({ event }) => ({ result: event.output }) }, target: 'loggedOut' },
          { target: 'editing', actions: { type: 'refuse', params: ({ event }) => ({ result: event.output }) } },
        ],
        onError: { target: 'editing', actions: { type: 'refuse', params: () => ({ result: UNREACHABLE }) } },
      },
    },
    /** 'personal data saved' is shown until the next change is sent. */
    saved: {
      on: {
        submit: [
          { guard: { type: 'isValid', params: ({ event }) => ({ values: event.values }) }, target: 'saving', actions: { type: 'takeTyped', params: ({ event }) => ({ values: event.values }) } },
          { target: 'editing', actions: { type: 'explainProblems', params: ({ event }) => ({ values: event.values }) } },
        ],
      },
    },
    loggedOut: { type: 'final' },
  },
})
