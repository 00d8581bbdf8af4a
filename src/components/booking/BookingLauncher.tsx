'use client'

import dynamic from 'next/dynamic'
import { useEffect, useRef, useState } from 'react'

import type { MotiveOption } from './bookingState'
import type { GroomerSummary } from './ConfirmStep'
import { useHydrated } from '@/lib/useHydrated'

// The dialog (its steps, luxon) loads when it opens, not with the profile page.
const BookingDialog = dynamic(() => import('./BookingDialog').then((module) => module.BookingDialog), { ssr: false })

type Props = { groomer: GroomerSummary; motives: MotiveOption[]; motiveId: number; slot: string | null }

/**
 * The "Prendre rendez-vous" button of a profile; it opens the booking dialog and gets the focus
 * back. Arriving with a chosen slot (a slot of a city page, the slots below, the banner of a
 * booking in progress) opens the dialog at once on that slot.
 */
export function BookingLauncher({ groomer, motives, motiveId, slot }: Props) {
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const hydrated = useHydrated()
  const openedFor = useRef<string | null>(null)

  useEffect(() => {
    if (!hydrated || !slot || openedFor.current === slot) return
    openedFor.current = slot
    setOpen(true)
  }, [hydrated, slot])

  return (
    <>
      <button ref={buttonRef} type="button" className="btn" disabled={!hydrated} onClick={() => setOpen(true)}>
        Prendre rendez-vous
      </button>
      {open ? (
        <BookingDialog
          groomer={groomer}
          motives={motives}
          motiveId={motiveId}
          slot={slot}
          onClose={() => {
            setOpen(false)
            buttonRef.current?.focus()
          }}
        />
      ) : null}
    </>
  )
}
