'use client'

import { useEffect, useRef, useState } from 'react'

import { BookingDialog } from './BookingDialog'
import type { MotiveOption } from './bookingState'
import type { GroomerSummary } from './ConfirmStep'
import { useHydrated } from '@/lib/useHydrated'

type Props = { groomer: GroomerSummary; motives: MotiveOption[]; motiveId: number; slot: string | null }

/** The "Prendre rendez-vous" button of a profile; it opens the booking dialog and gets the focus back. */
export function BookingLauncher({ groomer, motives, motiveId, slot }: Props) {
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const hydrated = useHydrated()

  useEffect(() => {
    // Arriving with a chosen slot (from a city page or the slots below): the button is the next thing to press.
    if (slot) buttonRef.current?.focus()
  }, [slot])

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
