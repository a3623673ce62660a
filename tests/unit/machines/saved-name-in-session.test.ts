import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { PersonalData } from '../../../domain/account.ts'
import { succeed } from '../../../domain/result.ts'
import { personalDataMachine } from '../../../machines/personal-data.machine.ts'
import { rootMachine } from '../../../machines/root.machine.ts'
import { sessionMachine } from '../../../machines/session.machine.ts'

const ada: PersonalData = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '' }
const beatrice: PersonalData = { ...ada, firstName: 'Beatrice' }

/** A logged-in customer's tab whose platform saves whatever the personal-data screen sends. */
const tab = () =>
  createActor(
    rootMachine.provide({
      actors: {
        session: sessionMachine.provide({ actors: { fetchCustomer: fromPromise(async () => succeed({ id: 'customer-1', firstName: ada.firstName, lastName: ada.lastName, email: ada.email })) } }),
        personalData: personalDataMachine.provide({
          actors: {
            fetchPersonalData: fromPromise(async () => succeed(ada)),
            savePersonalData: fromPromise(async ({ input }: { input: PersonalData }) => succeed(input)),
          },
        }),
      },
    }),
    { input: { storeCode: 'it' } },
  ).start()

describe('personal data saved (SPEC §8)', () => {
  it('greets the customer by the new first name at once, without loading them again', async () => {
    const root = tab()
    root.send({ type: 'shop.resumed', favourites: [], tokenExpiresAt: new Date(Date.now() + 3_600_000).toISOString() })
    const session = await waitFor(root, (snapshot) => snapshot.context.session !== null).then((snapshot) => snapshot.context.session!)
    await waitFor(session, (snapshot) => snapshot.matches('loggedIn'))
    expect(session.getSnapshot().context.user?.firstName).toBe('Ada')

    root.send({ type: 'account.opened', screen: 'personal' })
    const screen = root.getSnapshot().context.account
    if (screen?.screen !== 'personal') throw new Error('the personal-data screen did not open')
    await waitFor(screen.ref, (snapshot) => snapshot.matches('editing'))
    screen.ref.send({ type: 'submit', values: beatrice })
    await waitFor(screen.ref, (snapshot) => snapshot.matches('saved'))

    expect(session.getSnapshot().value).toBe('loggedIn')
    expect(session.getSnapshot().context.user).toEqual({ id: 'customer-1', firstName: 'Beatrice', lastName: 'Lovelace', email: 'ada@example.com', phone: '' })
  })
})
