import type { JournalEntry } from '../../machines/journal.ts'

/**
 * The root's shared-state journal, written to session storage as it grows, where developer tools and the end-to-end
 * tests read it. A reload starts a new root, and its journal replaces this one with its first event.
 */
const JOURNAL_KEY = 'storefront-journal'

export function writeJournal(journal: JournalEntry[]): void {
  try {
    window.sessionStorage.setItem(JOURNAL_KEY, JSON.stringify(journal))
  } catch {
    // Storage full or blocked: the journal stays in the actor.
  }
}
