import { useState, type ReactNode } from 'react'

/**
 * A footer column whose links collapse under their headline on mobile (SPEC §9: 500 ms motion). `id` names its
 * links for the headline's button: the footer is rendered apart from the page, where `useId` would not match.
 */
export function FooterColumn({ id, headline, children }: { id: string; headline: string; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  return (
    <section className={open ? 'footer-column footer-column--open' : 'footer-column'}>
      <h2 className="footer-column__headline">
        <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {headline}
        </button>
      </h2>
      <div id={id} className="footer-column__body">
        {children}
      </div>
    </section>
  )
}
