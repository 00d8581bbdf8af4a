'use client'

import dynamic from 'next/dynamic'
import { type ReactNode, useEffect, useState } from 'react'

import { useHydrated } from '@/lib/useHydrated'

import type { MotiveOption } from './bookingState'
import type { GroomerSummary } from './ConfirmStep'

const BookingDialog = dynamic(() => import('./BookingDialog').then((module) => module.BookingDialog), { ssr: false })

/** What the frame tells the page around it (public/widget.js listens for them from our origin only). */
export const EMBED_CLOSED = 'mon-toiletteur:fermer'
export const EMBED_READY = 'mon-toiletteur:pret'

/** Nothing secret in these: any page may hear that the dialog is ready or closed. */
const tellHost = (type: string) => {
  if (window.parent !== window) window.parent.postMessage({ type }, '*')
}

/** A notice shown in the frame in place of the dialog (no online booking), with its way back to the host page. */
export function EmbeddedNotice({ children }: { children: ReactNode }) {
  const hydrated = useHydrated()
  useEffect(() => tellHost(EMBED_READY), [])
  return (
    <main className="embed-page">
      <div className="card stack" style={{ maxWidth: '28rem', margin: '1rem' }}>
        {children}
        <button type="button" className="btn btn-ghost" disabled={!hydrated} onClick={() => tellHost(EMBED_CLOSED)}>
          Fermer
        </button>
      </div>
    </main>
  )
}

type Props = { groomer: GroomerSummary; motives: MotiveOption[]; motiveId: number }

/**
 * The booking dialog as another site shows it (public/widget.js frames /reserver/{uri}): open at
 * once; closed, it asks the host page to remove the frame and give the focus back to its button.
 * Visited directly, a button opens it again.
 */
export function EmbeddedBooking({ groomer, motives, motiveId }: Props) {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(true)
  useEffect(() => tellHost(EMBED_READY), [])
  const close = () => {
    setOpen(false)
    tellHost(EMBED_CLOSED)
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
