'use client'

import { useEffect, useRef, useState } from 'react'

import { apiFetch, framedLinkTarget, isFramed } from '@/lib/apiClient'
import type { OwnerPet } from '@/lib/pets'

import { AccountStep } from './AccountStep'
import { rangesForApi } from './AvailabilitiesForm'
import {
  bookingPets,
  createEventPayload,
  dependsOnSize,
  firstStepFrom,
  initialBookingState,
  nextStep,
  previousStep,
  restoredState,
  STEPS,
  type BookingState,
  type MotiveOption,
  type PetFields,
  type SignedAttendee,
  type StepId,
} from './bookingState'
import { BookingOutcome } from './BookingOutcome'
import { ConfirmStep, type GroomerSummary } from './ConfirmStep'
import { saveBookingDraft, saveLightAppointment } from './lightAppointment'
import { MotiveStep } from './MotiveStep'
import { PetStep } from './PetStep'
import { PhoneStep } from './PhoneStep'
import { useBookingTerms } from './useBookingTerms'
import { useStepHistory } from './useStepHistory'

type Props = {
  groomer: GroomerSummary
  motives: MotiveOption[]
  motiveId: number
  slot: string | null
  /** The pet a rebooking reminder is about: chosen as soon as the owner's pets are known. */
  petName?: string
  /** The first day whose slots are shown (a pet's due day). */
  fromDay?: string
  onClose: () => void
}
type Day = { date: string; open: boolean; slots: { start: string; end: string }[] }
const NEW_TAB = { target: '_blank', rel: 'noopener' }
type BookingAnswer = {
  error?: string
  fields?: Record<string, string>
  slots?: { days: Day[] }
  appointment?: { reference: string; status?: string }
  guarantee?: { checkoutUrl: string } | null
}

/** The five-step booking dialog (spec section 2): motive, identification, verification, infos, confirm. */
export function BookingDialog({ groomer, motives, motiveId, slot, petName, fromDay, onClose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [state, setState] = useState<BookingState>(() =>
    withPet(restoredState(groomer.uri, motiveId, slot) ?? initialBookingState(motiveId, slot), petName),
  )
  const [booking, setBooking] = useState<{
    busy: boolean
    error: string | null
    freshDays: Day[] | null
    petErrors: Record<string, string>
  }>({ busy: false, error: null, freshDays: null, petErrors: {} })
  const [reference, setReference] = useState<string | null>(null)
  const [confirmedAtOnce, setConfirmedAtOnce] = useState(false)
  const [sentRequest, setSentRequest] = useState<string | null>(null)
  const [checkoutUrl, setCheckoutUrl] = useState<string | null>(null)
  const [sessionChecked, setSessionChecked] = useState(false)
  const [savedPets, setSavedPets] = useState<OwnerPet[] | null>(null)
  // Several pets: the « Informations » step asks them one after the other.
  const [petIndex, setPetIndex] = useState(0)
  const motive = motives.find((m) => m.id === state.motiveId) ?? motives[0]
  const terms = useBookingTerms(state, groomer.id)
  const update = (patch: Partial<BookingState>) => setState((previous) => ({ ...previous, ...patch }))
  const goTo = (step: StepId) => update({ step })

  useEffect(() => {
    if (!dialogRef.current?.open) dialogRef.current?.showModal()
    apiFetch<{ user: SignedAttendee }>('/api/v1/auth/attendee/check-logged')
      .then(({ status, body }) => {
        const attendee = status === 200 && body?.user ? body.user : null
        // A resumed booking goes back to the first step this person still has to do.
        setState((previous) => ({
          ...previous,
          attendee,
          step: previous.step === 'motive' ? 'motive' : firstStepFrom(previous.step, attendee, previous.intent),
        }))
      })
      .catch(() => undefined)
      .finally(() => setSessionChecked(true))
  }, [])

  // Each step is an entry of the browser's history: Back goes to the previous step, then closes.
  const history = useStepHistory(state, setState, dialogRef, reference !== null || sentRequest !== null)

  useEffect(() => {
    if (!reference && !sentRequest) saveBookingDraft(groomer.uri, state)
  }, [groomer.uri, state, reference, sentRequest])

  // The owner's pets, loaded as soon as they are known (signed in before or in the dialog).
  const attendeeId = state.attendee?.id
  useEffect(() => {
    if (!attendeeId) return setSavedPets(null)
    apiFetch<{ pets: OwnerPet[] }>(`/api/v1/attendees/${attendeeId}/pets`)
      .then(({ status, body }) => setSavedPets(status === 200 && body ? body.pets : []))
      .catch(() => setSavedPets([]))
  }, [attendeeId])

  // The reminder's pet, once the owner's pets are known: its size too (a motive's duration may depend on it).
  useEffect(() => {
    const saved = petName ? savedPets?.find((pet) => samePetName(pet.name, petName)) : undefined
    if (!saved) return
    setState((previous) =>
      samePetName(previous.pet.name, saved.name) && !previous.pet.species
        ? {
            ...previous,
            pet: {
              ...previous.pet,
              name: saved.name,
              species: saved.species,
              breed: saved.breed,
              size: previous.pet.size || saved.size,
              note: previous.pet.note || saved.groomerNotes,
            },
          }
        : previous,
    )
  }, [petName, savedPets])

  useEffect(() => {
    headingRef.current?.focus()
  }, [state.step, reference, sentRequest, checkoutUrl])

  useEffect(() => {
    if (reference || sentRequest) return saveLightAppointment(null)
    saveLightAppointment({
      groomerName: groomer.name,
      groomerUri: groomer.uri,
      motiveId: state.motiveId,
      motiveTitle: motive.title,
      start: state.slot?.start ?? null,
    })
  }, [groomer, motive.title, state.motiveId, state.slot, reference, sentRequest])

  async function sendAvailabilities() {
    if (!state.attendee) return
    setBooking({ ...booking, busy: true, error: null })
    const body = {
      groomer: groomer.id,
      motive: state.motiveId,
      ranges: rangesForApi(state.ranges, groomer.timezone),
      note: state.availabilityNote,
    }
    const { status, body: answer } = await apiFetch<{
      error?: string
      fields?: Record<string, string>
      request?: { reference: string }
    }>(`/api/v1/attendees/${state.attendee.id}/availabilities`, { method: 'POST', body: JSON.stringify(body) }).catch(
      () => ({ status: 0, body: null }),
    )
    if (status === 201 && answer?.request) return setSentRequest(answer.request.reference)
    const detail = Object.values(answer?.fields ?? {})[0]
    setBooking({
      ...booking,
      busy: false,
      error: [answer?.error ?? 'L’envoi a échoué. Réessayez.', detail].filter(Boolean).join(' '),
    })
  }

  async function confirm() {
    if (state.intent === 'availabilities') return sendAvailabilities()
    if (!state.attendee || !state.slot) return
    setBooking({ busy: true, error: null, freshDays: booking.freshDays, petErrors: {} })
    const body = createEventPayload(state, groomer.id, state.slot.start)
    const { status, body: answer } = await apiFetch<BookingAnswer>(
      `/api/v1/attendees/${state.attendee.id}/create-event`,
      { method: 'POST', body: JSON.stringify(body) },
    ).catch(() => ({ status: 0, body: null as BookingAnswer | null }))
    // A guarantee to give: on to Stripe's page (the request reaches the groomer once it is done). Stripe's
    // page refuses frames: from another site's frame it opens in a tab of its own.
    if (status === 201 && answer?.guarantee?.checkoutUrl) {
      if (!isFramed()) return window.location.assign(answer.guarantee.checkoutUrl)
      setBooking({ busy: false, error: null, freshDays: null, petErrors: {} })
      return setCheckoutUrl(answer.guarantee.checkoutUrl)
    }
    if (status === 201 && answer?.appointment) {
      setConfirmedAtOnce(answer.appointment.status === 'confirmed')
      return setReference(answer.appointment.reference)
    }
    const fields = answer?.fields ?? {}
    const error = answer?.error ?? 'La réservation a échoué. Vérifiez votre réseau et réessayez.'
    const petField = Object.keys(fields).find((key) => /^pets?\.\d*\.?(name|species|breed|size|pet)$/.test(key))
    if (petField) {
      // « pets.1.name » is the second pet's « pet.name »: back to that pet.
      const index = Number(/^pets\.(\d+)\./.exec(petField)?.[1] ?? 0)
      const own = Object.fromEntries(
        Object.entries(fields)
          .filter(([key]) => key.startsWith(`pets.${index}.`) || key.startsWith('pet.'))
          .map(([key, message]) => [`pet.${key.split('.').pop()}`, message]),
      )
      setBooking({ busy: false, error: null, freshDays: null, petErrors: own })
      setPetIndex(index)
      return goTo('infos')
    }
    if (status === 401) {
      setBooking({ busy: false, error: null, freshDays: null, petErrors: {} })
      return update({ attendee: null, step: 'identification' })
    }
    if (fields.start && !answer?.slots) {
      // A slot the rules refuse (too soon, closed day…): choose again on the first step.
      setBooking({ busy: false, error: null, freshDays: null, petErrors: {} })
      return update({ slot: null, step: 'motive' })
    }
    if (fields.phone) {
      setBooking({ busy: false, error: null, freshDays: null, petErrors: {} })
      update({ attendee: { ...state.attendee, phoneVerified: false } })
      return goTo('verification')
    }
    setBooking({ busy: false, error, freshDays: answer?.slots?.days ?? null, petErrors: {} })
  }

  const lines = bookingPets(state)
  const currentIndex = Math.min(petIndex, lines.length - 1)
  const currentLine = lines[currentIndex]
  const setLinePet = (index: number, pet: PetFields) =>
    index === 0
      ? update({ pet })
      : update({
          extraPets: state.extraPets.map((extra, at) => (at === index - 1 ? { ...extra, pet } : extra)),
        })

  const stepIndex = STEPS.findIndex((s) => s.id === state.step)
  const close = () => {
    dialogRef.current?.close()
  }

  return (
    <dialog
      ref={dialogRef}
      className="booking-dialog"
      aria-labelledby="booking-title"
      onClose={() => {
        history.unwind()
        onClose()
      }}
    >
      <div className="booking-head">
        <p className="muted" style={{ margin: 0 }}>
          Rendez-vous avec {groomer.name}
        </p>
        <button type="button" className="booking-close" onClick={close} aria-label="Fermer la prise de rendez-vous">
          ×
        </button>
      </div>
      {checkoutUrl ? (
        <BookingOutcome
          title="Dernière étape : la garantie"
          headingRef={headingRef}
          link={{ href: checkoutUrl, label: 'Donner la garantie sur Stripe', newTab: NEW_TAB }}
          onClose={close}
        >
          <p style={{ margin: 0 }}>
            {groomer.name} demande une garantie pour ce rendez-vous. Elle se donne sur la page sécurisée de Stripe, qui
            s’ouvre dans un nouvel onglet ; votre créneau est réservé pendant ce temps.
          </p>
        </BookingOutcome>
      ) : sentRequest ? (
        <BookingOutcome
          title="Vos disponibilités sont envoyées"
          headingRef={headingRef}
          link={{ href: `/events-responses/${sentRequest}`, label: 'Suivre ma demande', newTab: framedLinkTarget() }}
          onClose={close}
        >
          <p style={{ margin: 0 }}>
            {groomer.name} va vous proposer un horaire : vous le recevrez par e-mail et pourrez l’accepter en un clic.
          </p>
        </BookingOutcome>
      ) : reference ? (
        <BookingOutcome
          title={confirmedAtOnce ? 'Votre rendez-vous est confirmé' : 'Votre demande de rendez-vous est envoyée'}
          headingRef={headingRef}
          link={{ href: `/appointments/${reference}`, label: 'Voir mon rendez-vous', newTab: framedLinkTarget() }}
          onClose={close}
        >
          <p style={{ margin: 0 }}>
            {confirmedAtOnce
              ? 'Un e-mail de confirmation vous est envoyé, avec le rendez-vous à ajouter à votre agenda.'
              : 'Le toiletteur doit la valider. Un récapitulatif vous est envoyé ; vous serez prévenu dès sa réponse.'}
          </p>
          <p style={{ margin: 0 }}>
            Référence : <strong>{reference}</strong>
          </p>
        </BookingOutcome>
      ) : (
        <>
          <ol className="booking-steps" aria-label="Étapes de la réservation">
            {STEPS.map((step, index) => (
              <li
                key={step.id}
                aria-current={step.id === state.step ? 'step' : undefined}
                className={index < stepIndex ? 'done' : undefined}
              >
                {step.label}
              </li>
            ))}
          </ol>
          <h2 id="booking-title" ref={headingRef} tabIndex={-1}>
            <span className="muted booking-count">
              Étape {stepIndex + 1} sur {STEPS.length} ·{' '}
            </span>
            {STEPS[stepIndex].label}
          </h2>
          {state.step === 'motive' ? (
            <MotiveStep
              state={state}
              motives={motives}
              groomerId={groomer.id}
              timezone={groomer.timezone}
              fromDay={fromDay}
              ready={sessionChecked}
              maxPets={groomer.maxPets ?? 1}
              onChange={update}
              onNext={() => {
                setPetIndex(0)
                goTo(nextStep('motive', state.attendee, state.intent))
              }}
            />
          ) : null}
          {state.step === 'identification' ? (
            <AccountStep
              state={state}
              onChange={update}
              onSignedIn={(attendee) => update({ attendee, step: nextStep('identification', attendee, state.intent) })}
            />
          ) : null}
          {state.step === 'verification' && state.attendee ? (
            <PhoneStep
              state={state}
              attendee={state.attendee}
              onChange={update}
              onVerified={(attendee) => update({ attendee, step: nextStep('verification', attendee, state.intent) })}
            />
          ) : null}
          {state.step === 'infos' ? (
            <PetStep
              key={Math.min(petIndex, lines.length - 1)}
              pet={currentLine.pet}
              onPet={(pet) => setLinePet(currentIndex, pet)}
              motive={motives.find((m) => m.id === currentLine.motiveId)}
              lineLabel={lines.length > 1 ? `Animal ${currentIndex + 1} sur ${lines.length}` : undefined}
              sizeFixed={
                lines.length > 1 ||
                (dependsOnSize(motives.find((m) => m.id === currentLine.motiveId)) && Boolean(currentLine.pet.size))
              }
              taken={lines.filter((_, index) => index !== currentIndex).map((line) => line.pet.name)}
              savedPets={savedPets}
              serverErrors={booking.petErrors}
              onNext={() => {
                setBooking((previous) => ({ ...previous, petErrors: {} }))
                if (currentIndex < lines.length - 1) return setPetIndex(currentIndex + 1)
                goTo('confirm')
              }}
            />
          ) : null}
          {state.step === 'confirm' && motive ? (
            <ConfirmStep
              state={state}
              groomer={groomer}
              motive={motive}
              motives={motives}
              busy={booking.busy}
              error={booking.error}
              freshDays={booking.freshDays}
              onPickFresh={(slot) => {
                update({ slot })
                setBooking({ ...booking, error: null, freshDays: null })
              }}
              onConfirm={() => void confirm()}
              terms={terms}
            />
          ) : null}
          {state.step !== 'motive' ? (
            <button
              type="button"
              className="btn btn-ghost booking-back"
              onClick={() =>
                state.step === 'infos' && currentIndex > 0
                  ? setPetIndex(currentIndex - 1)
                  : history.canGoBack()
                    ? window.history.back()
                    : goTo(previousStep(state.step, state.attendee, state.intent))
              }
            >
              Retour
            </button>
          ) : null}
        </>
      )}
    </dialog>
  )
}

const samePetName = (a: string, b: string) => a.trim().localeCompare(b.trim(), 'fr', { sensitivity: 'base' }) === 0

/** The state on the reminder's pet (by its name until the owner's pets tell the rest). */
function withPet(state: BookingState, petName: string | undefined): BookingState {
  if (!petName || samePetName(state.pet.name, petName)) return state
  return { ...state, pet: { name: petName, species: '', breed: '', size: '', note: '' } }
}
