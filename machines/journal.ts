import type { CartEvent } from '../domain/cart-changes.ts'
import { JOURNAL_LIMIT } from '../domain/constants.ts'

/** SPEC §4: the events that change shared state (cart, user, wishlist, reviews). */
export type SharedEvent =
  | CartEvent
  | { type: 'user.login'; email: string; password: string }
  | { type: 'user.logout' }
  | { type: 'user.signup'; email: string; password: string; firstName: string; lastName: string }
  | { type: 'wishlist.add-item'; productId: string }
  | { type: 'wishlist.remove-item'; productId: string }
  | { type: 'review.create'; productId: string; rating: number; title: string }

/** Where an event came from: a component, the server, or a replay. */
interface Stamp {
  origin?: string
  at?: number
}

export type StampedSharedEvent = SharedEvent & Stamp

export interface JournalEntry {
  at: number
  origin: string
  event: SharedEvent
}

/** Secrets never enter the journal (it is kept in session storage): a login or signup keeps no password. */
function withoutSecrets(event: SharedEvent): SharedEvent {
  if (event.type === 'user.login' || event.type === 'user.signup') return { ...event, password: '' }
  return event
}

/** Appends an event, dropping the oldest entries beyond the bound (SPEC gives none: see JOURNAL_LIMIT). */
export function appendEntry(journal: JournalEntry[], event: StampedSharedEvent, now: number): JournalEntry[] {
  const { origin, at, ...shared } = event
  const entry: JournalEntry = { at: at ?? now, origin: origin ?? 'unknown', event: withoutSecrets(shared) }
  return [...journal, entry].slice(-JOURNAL_LIMIT)
}
