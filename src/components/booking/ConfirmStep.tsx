'use client'

import { DateTime } from 'luxon'

import { durationLabel, petPriceLabel, slotLong } from '@/components/groomers/format'
import { petDescription } from '@/lib/pets'

import type { BookingState, MotiveOption } from './bookingState'
import { FormError, StepActions } from './fields'
import { SlotChooser } from './SlotChooser'

export type GroomerSummary = {
  id: number
  name: string
  uri: string
  address: string
  timezone: string
  noticeHours: number
  phone?: string | null
}
type Day = { date: string; open: boolean; slots: { start: string; end: string }[] }

type Props = {
  state: BookingState
  groomer: GroomerSummary
  motive: MotiveOption
  busy: boolean
  error: string | null
  freshDays: Day[] | null
  onPickFresh: (slot: { start: string; end: string }) => void
  onConfirm: () => void
}

/** The motive's duration for this pet's size (a per-size duration when the groomer set one). */
const minutesFor = (motive: MotiveOption, size: string) => motive.sizeDurations?.[size] || motive.duration

function placeOf(kind: string | null | undefined, groomer: GroomerSummary) {
  if (kind === 'visio') return 'Rendez-vous en visio : le lien de la visio vous arrive avec l’e-mail de confirmation.'
  if (kind === 'phone') return 'Rendez-vous par téléphone : votre toiletteur vous appellera.'
  if (kind === 'home')
    return 'Toilettage à domicile : votre toiletteur se déplace chez vous et vous appelle pour confirmer l’adresse.'
  return groomer.address || 'Au salon du toiletteur'
}

/** Whether the slot already starts within the groomer's notice window: once confirmed, only a call can change it. */
const insideNotice = (start: string, noticeHours: number) =>
  new Date(start).getTime() - Date.now() < noticeHours * 3_600_000

/** Step 5: the summary, the cancellation conditions and the booking itself. */
export function ConfirmStep({ state, groomer, motive, busy, error, freshDays, onPickFresh, onConfirm }: Props) {
  const { pet, slot } = state
  const price = petPriceLabel(motive, pet.size)
  if (state.intent === 'availabilities') {
    return (
      <div className="stack">
        <dl className="booking-summary">
          <dt>Toiletteur</dt>
          <dd>{groomer.name}</dd>
          <dt>Prestation</dt>
          <dd>{motive.title}</dd>
          <dt>Disponibilités</dt>
          <dd>
            <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
              {state.ranges.map((range, index) => (
                <li key={index}>
                  {DateTime.fromISO(range.date).setLocale('fr').toFormat('cccc d LLLL')} de {range.from} à {range.to}
                </li>
              ))}
            </ul>
          </dd>
          {state.availabilityNote ? (
            <>
              <dt>Message</dt>
              <dd>{state.availabilityNote}</dd>
            </>
          ) : null}
        </dl>
        <FormError message={error} />
        <StepActions>
          <button type="button" className="btn" disabled={busy} onClick={onConfirm}>
            Envoyer mes disponibilités
          </button>
        </StepActions>
      </div>
    )
  }
  return (
    <div className="stack">
      <dl className="booking-summary">
        <dt>Toiletteur</dt>
        <dd>{groomer.name}</dd>
        <dt>Prestation</dt>
        <dd>{motive.title}</dd>
        <dt>Durée</dt>
        <dd>{durationLabel(minutesFor(motive, pet.size))}</dd>
        {price ? (
          <>
            <dt>Tarif</dt>
            <dd>{price}</dd>
          </>
        ) : null}
        <dt>Date</dt>
        <dd>{slot ? slotLong(slot.start) : '—'}</dd>
        <dt>Lieu</dt>
        <dd>{placeOf(motive.kind, groomer)}</dd>
        <dt>Animal</dt>
        <dd>{[pet.name, petDescription(pet)].filter(Boolean).join(' · ')}</dd>
        {pet.note ? (
          <>
            <dt>Précision</dt>
            <dd>{pet.note}</dd>
          </>
        ) : null}
      </dl>
      <p className="booking-conditions" data-testid="cancel-rule">
        {slot && insideNotice(slot.start, groomer.noticeHours) ? (
          <>
            <strong>Moins de {groomer.noticeHours} h avant ce rendez-vous : annulation par téléphone uniquement</strong>
            {groomer.phone ? ` (${groomer.phone})` : ''} une fois qu’il est confirmé. Tant que le toiletteur ne l’a pas
            validé, vous pouvez retirer votre demande en ligne.
          </>
        ) : (
          <>
            Annulation ou report gratuit en ligne jusqu’à {groomer.noticeHours} h avant le rendez-vous ; ensuite,
            appelez le toiletteur
            {groomer.phone ? ` au ${groomer.phone}` : ''}.
          </>
        )}{' '}
        Le toiletteur valide votre demande : vous recevez alors un e-mail de confirmation.
      </p>
      <FormError message={error} />
      {freshDays ? (
        <section aria-label="Autres créneaux disponibles" className="stack" style={{ gap: '0.5rem' }}>
          <h3 style={{ margin: 0 }}>Choisissez un autre créneau</h3>
          <SlotChooser
            groomerId={groomer.id}
            motiveId={motive.id}
            timezone={groomer.timezone}
            selected={slot?.start ?? null}
            onPick={onPickFresh}
            initialDays={freshDays}
          />
        </section>
      ) : null}
      <StepActions>
        <button type="button" className="btn" disabled={busy || !slot} onClick={onConfirm}>
          Confirmer le rendez-vous
        </button>
      </StepActions>
    </div>
  )
}
