'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'

import { useHydrated } from '@/lib/useHydrated'

import type { MotiveOption } from './bookingState'
import type { GroomerSummary } from './ConfirmStep'

const BookingDialog = dynamic(() => import('./BookingDialog').then((module) => module.BookingDialog), { ssr: false })

/** What the frame tells the page around it (public/widget.js listens for it from our origin only). */
export const EMBED_CLOSED = 'mon-toiletteur:fermer'

type Props = { groomer: GroomerSummary; motives: MotiveOption[]; motiveId: number }

/**
 * The booking dialog as another site shows it (public/widget.js frames /reserver/{uri}): open at
 * once; closed, it asks the host page to remove the frame and give the focus back to its button.
 * Visited directly, a button opens it again.
 */
export function EmbeddedBooking({ groomer, motives, motiveId }: Props) {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(true)
  const close = () => {
    setOpen(false)
    // Nothing secret in it: any page may hear that the dialog closed.
    if (window.parent !== window) window.parent.postMessage({ type: EMBED_CLOSED }, '*')
  }
  return (
    <main className="embed-page">
      {hydrated && open ? (
        <BookingDialog groomer={groomer} motives={motives} motiveId={motiveId} slot={null} onClose={close} />
      ) : (
        <button type="button" className="btn" disabled={!hydrated} onClick={() => setOpen(true)}>
          Prendre rendez-vous avec {groomer.name}
        </button>
      )}
    </main>
  )
}
