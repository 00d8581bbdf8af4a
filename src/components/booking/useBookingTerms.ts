'use client'

import { useEffect, useState } from 'react'

import { apiFetch } from '@/lib/apiClient'

import { createEventPayload, type BookingState } from './bookingState'

/** What the booking would ask: a card imprint or a deposit, said in euros (issue 33); null: nothing. */
export type BookingTermsView = {
  loading: boolean
  guarantee: { kind: 'imprint' | 'deposit'; amountCents: number | null } | null
  disclosure: string | null
}

const NONE: BookingTermsView = { loading: false, guarantee: null, disclosure: null }

/**
 * Asks the site, on the confirm step, what this booking would ask of the signed-in owner (the
 * groomer's no-show policy), so the step states it before they commit. Read again when the slot
 * or the pets change.
 */
export function useBookingTerms(state: BookingState, groomerId: number): BookingTermsView {
  const [terms, setTerms] = useState<BookingTermsView>(NONE)
  const onConfirm = state.step === 'confirm' && state.intent !== 'availabilities'
  const attendeeId = state.attendee?.id
  const start = state.slot?.start
  const body = attendeeId && start && onConfirm ? JSON.stringify(createEventPayload(state, groomerId, start)) : null
  useEffect(() => {
    if (!body || !attendeeId) return setTerms(NONE)
    let current = true
    setTerms({ ...NONE, loading: true })
    apiFetch<Omit<BookingTermsView, 'loading'>>(`/api/v1/attendees/${attendeeId}/booking-terms`, {
      method: 'POST',
      body,
    })
      .then(({ status, body: answer }) => {
        if (current) setTerms(status === 200 && answer ? { ...answer, loading: false } : NONE)
      })
      .catch(() => current && setTerms(NONE))
    return () => {
      current = false
    }
  }, [body, attendeeId])
  return terms
}
