import type { ButtonHTMLAttributes, MouseEvent } from 'react'

export interface BusyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  type: 'button' | 'submit'
  /** What the button started is under way. */
  busy: boolean
}

/**
 * A button that takes no click while what it started is under way, yet keeps the focus: a disabled button would drop
 * it to the page, and a keyboard or screen reader user would start again from the top. A cancelled click also stops
 * a form's submission, Enter in a field included (the browser submits by clicking the form's button).
 */
export function BusyButton({ type, busy, className = 'button', onClick, ...attributes }: BusyButtonProps) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) event.preventDefault()
    else onClick?.(event)
  }
  return <button type={type} className={className} aria-disabled={busy || undefined} aria-busy={busy || undefined} onClick={click} {...attributes} />
}
