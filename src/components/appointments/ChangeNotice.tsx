'use client'

import { useEffect, useRef } from 'react'

export const CANCELLED_NOTICE = 'Votre rendez-vous est annulé. Le toiletteur a été informé.'
export const POSTPONED_NOTICE = 'Votre rendez-vous est reporté : le toiletteur a été informé et va valider le nouvel horaire.'

/** The result of a cancellation or postponement, announced and focused after the page reloads. */
export function ChangeNotice({ kind }: { kind: 'cancelled' | 'postponed' }) {
  const ref = useRef<HTMLParagraphElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <p ref={ref} tabIndex={-1} role="status" className="notice">
      {kind === 'cancelled' ? CANCELLED_NOTICE : POSTPONED_NOTICE}
    </p>
  )
}
