import { useId, useState, type ReactNode } from 'react'

/** A footer column whose links collapse under their headline on mobile (SPEC §9: 500 ms motion). */
export function FooterColumn({ headline, children }: { headline: string; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const id = useId()
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
