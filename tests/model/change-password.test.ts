import { expect } from 'vitest'
import { changePasswordMachine } from '../../machines/change-password.machine.ts'
import { NOT_LOGGED_IN, UNREACHABLE } from './support/account-samples.ts'
import { describeModel } from './support/model.ts'

const strong = 'N3w#Secret'

describeModel({
  name: 'change-password',
  build: (io) => changePasswordMachine.provide({ actors: { changePassword: io.promise('changePassword') } }),
  events: () => [
    { type: 'submit', values: { password: strong, repeat: strong } },
    { type: 'submit', values: { password: strong, repeat: 'N3w#Secrets' } },
    { type: 'xstate.done.actor.changePassword', output: { ok: true, value: { expiresAt: '2025-01-29T12:00:00Z' } } },
    { type: 'xstate.done.actor.changePassword', output: NOT_LOGGED_IN },
    { type: 'xstate.done.actor.changePassword', output: UNREACHABLE },
    { type: 'xstate.error.actor.changePassword', error: { message: 'offline' } },
  ],
  check: ({ snapshot, event, effects }) => {
    // SPEC §5: a repeat that does not match is refused and nothing is sent; a valid one is sent once.
    const values = (event as unknown as { values?: { repeat: string } }).values
    if (event.type === 'submit' && values?.repeat !== strong) {
      expect(snapshot.context.errors).toEqual({ repeat: { key: 'PASSWORD_MISMATCH' } })
      expect(effects).toEqual([])
    }
    if (event.type === 'submit' && values?.repeat === strong && snapshot.matches('saving')) expect(effects).toEqual([{ kind: 'invoked', id: 'changePassword', input: { password: strong } }])
    // 'new password saved' only once the platform took it; the password itself is never kept.
    if (event.type.startsWith('xstate.done') && snapshot.matches('saved')) expect((event as unknown as { output: { ok: boolean } }).output.ok).toBe(true)
    expect(JSON.stringify(snapshot.context)).not.toContain(strong)
  },
})
