'use client'

import { type Dispatch, type RefObject, type SetStateAction, useEffect, useRef } from 'react'

import { skipsStep, type BookingState, type StepId } from './bookingState'

/**
 * The booking dialog's steps as entries of the browser's history, so the phone's Back button
 * goes to the previous step and, from the first one, closes the dialog (not the page). Closing
 * the dialog otherwise takes its entries back out.
 */
export function useStepHistory(
  state: BookingState,
  setState: Dispatch<SetStateAction<BookingState>>,
  dialogRef: RefObject<HTMLDialogElement | null>,
  finished: boolean,
) {
  const depth = useRef(0)
  const shownStep = useRef<StepId>(state.step)
  const poppedTo = useRef<StepId | null>(null)
  const current = useRef({ state, finished })
  current.current = { state, finished }

  useEffect(() => {
    window.history.pushState({ bookingStep: shownStep.current }, '')
    depth.current = 1
    const onPop = (event: PopStateEvent) => {
      const step = (event.state as { bookingStep?: StepId } | null)?.bookingStep
      const { state: now, finished: done } = current.current
      if (!step || done || depth.current <= 1) {
        depth.current = 0
        dialogRef.current?.close()
        return
      }
      depth.current -= 1
      // A step this person no longer has to do (signed in since) is passed over.
      if (skipsStep(step, now.attendee, now.intent)) return window.history.back()
      poppedTo.current = step
      setState((previous) => ({ ...previous, step }))
    }
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [dialogRef, setState])

  useEffect(() => {
    if (state.step === shownStep.current) return
    shownStep.current = state.step
    if (poppedTo.current === state.step) {
      poppedTo.current = null
      return
    }
    window.history.pushState({ bookingStep: state.step }, '')
    depth.current += 1
  }, [state.step])

  return {
    canGoBack: () => depth.current > 1,
    /** Takes the dialog's entries out of the history (closed by its button or Escape). */
    unwind: () => {
      const entries = depth.current
      depth.current = 0
      if (entries > 0) window.history.go(-entries)
    },
  }
}
