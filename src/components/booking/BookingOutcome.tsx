import type { ReactNode, RefObject } from 'react'

type Props = {
  title: string
  headingRef: RefObject<HTMLHeadingElement | null>
  /** The way on: a page of ours, or another site's in a new tab. */
  link: { href: string; label: string; newTab?: { target: string; rel: string } | Record<string, never> }
  onClose: () => void
  children: ReactNode
}

/** What the booking dialog shows once its part is done: the outcome, the way on, and « Fermer ». */
export function BookingOutcome({ title, headingRef, link, onClose, children }: Props) {
  return (
    <div className="stack" role="status">
      <h2 id="booking-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {children}
      <div className="booking-actions">
        <a className="btn" href={link.href} {...link.newTab}>
          {link.label}
        </a>
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          Fermer
        </button>
      </div>
    </div>
  )
}
