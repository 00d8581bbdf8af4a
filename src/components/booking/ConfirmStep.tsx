'use client'

import { DateTime } from 'luxon'
import Link from 'next/link'

import { durationLabel, petPriceLabel, slotLong } from '@/components/groomers/format'
import { framedLinkTarget } from '@/lib/apiClient'
import { petDescription } from '@/lib/pets'

import { priceLabel } from '@/lib/motivePrice'

import { bookingPets, petsParam, type BookingState, type MotiveOption } from './bookingState'
import { minutesFor, visitTotals } from './ExtraPets'
import { FormError, StepActions } from './fields'
import { SlotChooser } from './SlotChooser'
import type { BookingTermsView } from './useBookingTerms'

export type GroomerSummary = {
  id: number
  name: string
  uri: string
  address: string
  timezone: string
  noticeHours: number
  phone?: string | null
  /** How many pets one booking may name (1: no « + un autre animal »). */
  maxPets?: number
}
type Day = { date: string; open: boolean; slots: { start: string; end: string }[] }

type Props = {
  state: BookingState
  groomer: GroomerSummary
  motive: MotiveOption
  /** The groomer's motives: each pet's own, for several pets. */
  motives?: MotiveOption[]
  busy: boolean
  error: string | null
  freshDays: Day[] | null
  onPickFresh: (slot: { start: string; end: string }) => void
  onConfirm: () => void
  /** What the booking asks (a card imprint, a deposit), stated before the owner commits. */
  terms?: BookingTermsView
}

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

/** « Confirmer le rendez-vous », or what comes next when a guarantee is asked (Stripe's page). */
function confirmLabel(terms: BookingTermsView | undefined): string {
  const guarantee = terms?.guarantee
  if (!guarantee) return 'Confirmer le rendez-vous'
  if (guarantee.kind === 'imprint') return 'Confirmer et enregistrer ma carte'
  return `Confirmer et payer l’acompte (${priceLabel((guarantee.amountCents ?? 0) / 100)})`
}

/** Step 5: the summary, the cancellation conditions and the booking itself. */
export function ConfirmStep({
  state,
  groomer,
  motive,
  motives = [motive],
  busy,
  error,
  freshDays,
  onPickFresh,
  onConfirm,
  terms,
}: Props) {
  const { pet, slot } = state
  const lines = bookingPets(state)
  const several = lines.length > 1
  const motiveOf = (id: number) => motives.find((candidate) => candidate.id === id) ?? motive
  const totals = visitTotals(lines, motives)
  // Confirmed at once only when every pet's motive is (as the server decides).
  const instant = lines.every((line) => motiveOf(line.motiveId).instantBooking === true)
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
        {several ? (
          <>
            <dt>Animaux</dt>
            <dd>
              <ul className="booking-lines" data-testid="booking-lines">
                {lines.map((line, index) => (
                  <li key={index}>
                    <strong>{line.pet.name}</strong> · {motiveOf(line.motiveId).title} ·{' '}
                    {durationLabel(minutesFor(motiveOf(line.motiveId), line.pet.size))} ·{' '}
                    {petPriceLabel(motiveOf(line.motiveId), line.pet.size)}
                  </li>
                ))}
              </ul>
            </dd>
            <dt>Durée totale</dt>
            <dd>{durationLabel(totals.minutes)}</dd>
            {totals.price !== null ? (
              <>
                <dt>Total</dt>
                <dd>
                  {priceLabel(totals.price)}
                  {totals.onSite ? ' + prix sur place' : ''} (à régler sur place)
                </dd>
              </>
            ) : null}
          </>
        ) : (
          <>
            <dt>Prestation</dt>
            <dd>{motive.title}</dd>
            <dt>Durée</dt>
            <dd>{durationLabel(totals.minutes)}</dd>
            {price ? (
              <>
                <dt>Tarif</dt>
                <dd>{price}</dd>
              </>
            ) : null}
          </>
        )}
        <dt>Date</dt>
        <dd>{slot ? slotLong(slot.start) : '—'}</dd>
        <dt>Lieu</dt>
        <dd>{placeOf(motive.kind, groomer)}</dd>
        {several ? null : (
          <>
            <dt>Animal</dt>
            <dd>{[pet.name, petDescription(pet)].filter(Boolean).join(' · ')}</dd>
          </>
        )}
        {lines.some((line) => line.pet.note) ? (
          <>
            <dt>Précision</dt>
            <dd>
              {several
                ? lines
                    .filter((line) => line.pet.note)
                    .map((line) => `${line.pet.name} : ${line.pet.note}`)
                    .join(' · ')
                : pet.note}
            </dd>
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
        {instant
          ? 'Ce toiletteur confirme ce rendez-vous dès sa réservation : vous recevez aussitôt un e-mail de confirmation.'
          : 'Le toiletteur valide votre demande : vous recevez alors un e-mail de confirmation.'}
      </p>
      {terms?.disclosure ? (
        <p className="booking-conditions booking-guarantee" data-testid="guarantee-terms">
          <strong>
            {terms.guarantee?.kind === 'deposit'
              ? 'Acompte demandé par ce toiletteur.'
              : 'Empreinte bancaire demandée par ce toiletteur.'}
          </strong>{' '}
          {terms.disclosure} Paiement sécurisé sur la page de Stripe ; une contestation se fait en répondant à l’e-mail
          reçu (voir nos{' '}
          <Link href="/cgv" {...framedLinkTarget()}>
            conditions générales de vente
          </Link>
          ).
        </p>
      ) : null}
      <FormError message={error} />
      {freshDays ? (
        <section aria-label="Autres créneaux disponibles" className="stack" style={{ gap: '0.5rem' }}>
          <h3 style={{ margin: 0 }}>Choisissez un autre créneau</h3>
          <SlotChooser
            groomerId={groomer.id}
            motiveId={motive.id}
            pets={several ? (petsParam(state) ?? undefined) : undefined}
            timezone={groomer.timezone}
            selected={slot?.start ?? null}
            onPick={onPickFresh}
            initialDays={freshDays}
          />
        </section>
      ) : null}
      <StepActions>
        <button type="button" className="btn" disabled={busy || !slot || terms?.loading} onClick={onConfirm}>
          {confirmLabel(terms)}
        </button>
      </StepActions>
    </div>
  )
}
