import type { JournalEntry } from '../../machines/journal.ts'

/** The shared-state journal of this tab, kept in session storage so a reload keeps the history. */
const JOURNAL_KEY = 'storefront-journal'

export function writeJournal(journal: JournalEntry[]): void {
  try {
    window.sessionStorage.setItem(JOURNAL_KEY, JSON.stringify(journal))
  } catch {
    // Storage full or blocked: the journal stays in the actor.
  }
}
