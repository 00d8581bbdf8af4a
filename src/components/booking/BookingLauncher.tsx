'use client'

import dynamic from 'next/dynamic'
import { useEffect, useRef, useState } from 'react'

import type { MotiveOption } from './bookingState'
import type { GroomerSummary } from './ConfirmStep'
import { useHydrated } from '@/lib/useHydrated'

// The dialog (its steps, luxon) loads when it opens, not with the profile page.
const BookingDialog = dynamic(() => import('./BookingDialog').then((module) => module.BookingDialog), { ssr: false })

type Props = { groomer: GroomerSummary; motives: MotiveOption[]; motiveId: number; slot: string | null }
/** What a rebooking reminder's link asks for: the pet, and the slots from its due day. */
type Rebooking = { petName: string; fromDay: string | null }

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** `?animal=Filou&jour=2026-03-30` of a reminder's link (read here: the cached page ignores `animal`). */
function rebookingOf(search: string): Rebooking | null {
  const query = new URLSearchParams(search)
  const petName = query.get('animal')?.trim().slice(0, 60)
  if (!petName) return null
  const day = query.get('jour')
  return { petName, fromDay: day && DAY.test(day) ? day : null }
}

/**
 * The "Prendre rendez-vous" button of a profile; it opens the booking dialog and gets the focus
 * back. Arriving with a chosen slot (a slot of a city page, the slots below, the banner of a
 * booking in progress) opens the dialog at once on that slot; a rebooking reminder's link opens
 * it on the motive and the pet, with the first free slots from the pet's due day.
 */
export function BookingLauncher({ groomer, motives, motiveId, slot }: Props) {
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const hydrated = useHydrated()
  const openedFor = useRef<string | null>(null)
  const [rebooking, setRebooking] = useState<Rebooking | null>(null)

  useEffect(() => {
    if (!hydrated || !slot || openedFor.current === slot) return
    openedFor.current = slot
    setOpen(true)
  }, [hydrated, slot])

  useEffect(() => {
    if (!hydrated || slot) return
    const asked = rebookingOf(window.location.search)
    if (!asked) return
    setRebooking(asked)
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
          petName={rebooking?.petName}
          fromDay={rebooking?.fromDay ?? undefined}
          onClose={() => {
            setOpen(false)
            buttonRef.current?.focus()
          }}
        />
      ) : null}
    </>
  )
}
