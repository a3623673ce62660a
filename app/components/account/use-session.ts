import { useSelector } from '@xstate/react'
import type { Message } from '../../../i18n/message.ts'
import type { sessionMachine } from '../../../machines/session.machine.ts'
import type { User } from '../../../domain/types.ts'
import type { SnapshotFrom } from 'xstate'
import { RootActor } from '../../state/root-actor.tsx'

export interface SessionView {
  user: User | null
  /** Logging in, signing up, loading the customer or logging out. */
  busy: boolean
  /** Why the last login or registration did not happen. */
  error: Message | null
}

const NO_SESSION: SessionView = { user: null, busy: false, error: null }

const viewOf = (snapshot: SnapshotFrom<typeof sessionMachine> | undefined): SessionView =>
  snapshot ? { user: snapshot.context.user, busy: snapshot.hasTag('busy'), error: snapshot.context.error } : NO_SESSION

const sameView = (a: SessionView, b: SessionView) => a.user === b.user && a.busy === b.busy && a.error === b.error

/** The tab's session (the root's `session` actor): none on the server, nor before the shop has resumed. */
export function useSession(): SessionView {
  const session = RootActor.useSelector((snapshot) => snapshot.context.session) ?? undefined
  return useSelector(session, viewOf, sameView)
}
