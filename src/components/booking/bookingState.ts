import { hasSizeDurations } from '@/lib/motiveDuration'
import { hasSizePrices } from '@/lib/motivePrice'
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from '@/lib/passwordRule'
import { TERMS_REQUIRED } from '@/lib/terms'

import { readBookingDraft } from './lightAppointment'

/** The booking dialog's state: everything typed survives going back and forth between steps. */
export type MotiveOption = {
  id: number
  title: string
  duration: number
  price?: number | null
  kind?: string | null
  sizeDurations?: Partial<Record<string, number | null>> | null
  sizePrices?: Partial<Record<string, number | null>> | null
  /** Confirmed on booking, without the groomer's validation (issue 34). */
  instantBooking?: boolean | null
}

export { hasSizeDurations }

/** A motive whose duration or price depends on the pet's size: the size is asked with the motive, before the slot. */
export const dependsOnSize = (motive: MotiveOption | undefined): boolean =>
  hasSizeDurations(motive) || hasSizePrices(motive)
export type SignedAttendee = {
  id: number
  firstName?: string
  phone?: string | null
  phoneCountryCode?: string | null
  phoneVerified?: boolean | null
}
export type SlotChoice = { start: string; end?: string }

export const STEPS = [
  { id: 'motive', label: 'Motif' },
  { id: 'identification', label: 'Identification' },
  { id: 'verification', label: 'Vérification' },
  { id: 'infos', label: 'Informations' },
  { id: 'confirm', label: 'Confirmation' },
] as const
export type StepId = (typeof STEPS)[number]['id']

export type AvailabilityRange = { date: string; from: string; to: string }

export type BookingState = {
  step: StepId
  /** Book a slot, or (when none suits) send availabilities for the groomer to answer. */
  intent: 'book' | 'availabilities'
  ranges: AvailabilityRange[]
  availabilityNote: string
  motiveId: number
  slot: SlotChoice | null
  attendee: SignedAttendee | null
  account: {
    mode: 'login' | 'signup'
    civility: string
    firstName: string
    lastName: string
    email: string
    password: string
    acceptTerms: boolean
  }
  phone: { number: string; country: string; codeSent: boolean; code: string }
  pet: PetFields
  /** The other pets of a several-pets booking, each with its motive (the first is `motiveId` and `pet`). */
  extraPets: ExtraPet[]
}

export type PetFields = { name: string; species: string; breed: string; size: string; note: string }
export type ExtraPet = { motiveId: number; pet: PetFields }
export const emptyPet = (size = ''): PetFields => ({ name: '', species: '', breed: '', size, note: '' })

/** Every pet of the booking with its motive, the first one first. */
export const bookingPets = (state: Pick<BookingState, 'motiveId' | 'pet' | 'extraPets'>): ExtraPet[] => [
  { motiveId: state.motiveId, pet: state.pet },
  ...state.extraPets,
]

/** Whether a motive can take several pets: a visit at the salon or at home, not a call or a visio. */
/** The body of `create-event` (and of `booking-terms`): one pet, or several with their own motive. */
export function createEventPayload(state: BookingState, groomerId: number, start: string) {
  const lines = bookingPets(state)
  if (lines.length > 1)
    return {
      groomer: groomerId,
      start,
      pets: lines.map(({ motiveId, pet }) => ({
        name: pet.name,
        species: pet.species,
        breed: pet.breed,
        size: pet.size,
        motive: motiveId,
      })),
      note: lines
        .filter(({ pet }) => pet.note.trim())
        .map(({ pet }) => `${pet.name} : ${pet.note.trim()}`)
        .join('\n'),
    }
  return {
    groomer: groomerId,
    motive: state.motiveId,
    start,
    pet: { name: state.pet.name, species: state.pet.species, breed: state.pet.breed, size: state.pet.size },
    note: state.pet.note,
  }
}

export const takesSeveralPets = (motive: MotiveOption | undefined) =>
  !motive?.kind || motive.kind === 'salon' || motive.kind === 'home'

/** The `pets` parameter of the slots for several pets (`motive:size,…`); null until every size is known. */
export function petsParam(state: Pick<BookingState, 'motiveId' | 'pet' | 'extraPets'>): string | null {
  const pets = bookingPets(state)
  if (pets.some((line) => !line.pet.size)) return null
  return pets.map((line) => `${line.motiveId}:${line.pet.size}`).join(',')
}

export const initialBookingState = (motiveId: number, slot: string | null): BookingState => ({
  step: 'motive',
  intent: 'book',
  ranges: [{ date: '', from: '09:00', to: '12:00' }],
  availabilityNote: '',
  motiveId,
  slot: slot ? { start: slot } : null,
  attendee: null,
  account: { mode: 'signup', civility: '', firstName: '', lastName: '', email: '', password: '', acceptTerms: false },
  phone: { number: '', country: 'FR', codeSent: false, code: '' },
  pet: emptyPet(),
  extraPets: [],
})

/** The step after `step` for this person: a signed-in attendee skips identification, a verified one verification too. */
export function nextStep(
  step: StepId,
  attendee: SignedAttendee | null,
  intent: BookingState['intent'] = 'book',
): StepId {
  const order = STEPS.map((s) => s.id)
  for (let index = order.indexOf(step) + 1; index < order.length; index++) {
    const candidate = order[index]
    if (candidate === 'infos' && intent === 'availabilities') continue
    if (candidate === 'identification' && attendee) continue
    if (candidate === 'verification' && attendee?.phoneVerified) continue
    return candidate
  }
  return 'confirm'
}

/** Whether `step` has nothing to ask this person (signed in, verified, or sending availabilities). */
export function skipsStep(step: StepId, attendee: SignedAttendee | null, intent: BookingState['intent']): boolean {
  if (step === 'infos') return intent === 'availabilities'
  if (step === 'identification') return attendee !== null
  if (step === 'verification') return !attendee || attendee.phoneVerified === true
  return false
}

/** `step`, or the first step after it this person still has to do (identification when signed out). */
export function firstStepFrom(step: StepId, attendee: SignedAttendee | null, intent: BookingState['intent']): StepId {
  if (!attendee && step !== 'motive') return 'identification'
  return skipsStep(step, attendee, intent) ? nextStep(step, attendee, intent) : step
}

/** A booking typed earlier in this tab ("Reprendre"), on the motive and slot asked for now; null if none. */
export function restoredState(groomerUri: string, motiveId: number, slot: string | null): BookingState | null {
  const draft = readBookingDraft<BookingState>(groomerUri)
  if (
    !draft ||
    typeof draft !== 'object' ||
    !draft.pet ||
    !draft.account ||
    !draft.phone ||
    !Array.isArray(draft.ranges)
  )
    return null
  const initial = initialBookingState(motiveId, slot)
  const sameMotive = draft.motiveId === motiveId
  return {
    ...initial,
    ...draft,
    motiveId,
    slot: initial.slot ?? (sameMotive ? draft.slot : null),
    // The session is checked again; the SMS code is asked again.
    attendee: null,
    account: { ...initial.account, ...draft.account, password: '' },
    phone: { ...draft.phone, code: '', codeSent: false },
    pet: { ...initial.pet, ...draft.pet },
    extraPets: sameMotive && Array.isArray(draft.extraPets) ? draft.extraPets : [],
  }
}

export function previousStep(
  step: StepId,
  attendee: SignedAttendee | null,
  intent: BookingState['intent'] = 'book',
): StepId {
  const order = STEPS.map((s) => s.id)
  for (let index = order.indexOf(step) - 1; index > 0; index--) {
    const candidate = order[index]
    if (candidate === 'infos' && intent === 'availabilities') continue
    if (candidate === 'identification' && attendee) continue
    if (candidate === 'verification' && attendee?.phoneVerified) continue
    return candidate
  }
  return 'motive'
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Client-side checks of the account form (the API checks again). */
export function accountErrors(account: BookingState['account']): Record<string, string> {
  const errors: Record<string, string> = {}
  if (!EMAIL.test(account.email.trim())) errors.email = 'Veuillez saisir un e-mail valide.'
  if (account.mode === 'login') {
    if (!account.password) errors.password = 'Le mot de passe est obligatoire.'
    return errors
  }
  if (!account.civility) errors.civility = 'Choisissez votre civilité.'
  if (!account.firstName.trim()) errors.firstName = 'Le prénom est obligatoire.'
  if (!account.lastName.trim()) errors.lastName = 'Le nom est obligatoire.'
  if (account.password.length < PASSWORD_MIN_LENGTH) errors.password = PASSWORD_TOO_SHORT
  if (!account.acceptTerms) errors.acceptTerms = TERMS_REQUIRED
  return errors
}

/** Client-side checks of the pet form, keyed like the API's fields. */
export function petErrors(pet: BookingState['pet']): Record<string, string> {
  const errors: Record<string, string> = {}
  if (!pet.name.trim()) errors['pet.name'] = 'Le nom de l’animal est obligatoire.'
  if (!pet.species) errors['pet.species'] = 'Choisissez l’espèce de l’animal.'
  if (!pet.size) errors['pet.size'] = 'Choisissez le gabarit de l’animal.'
  return errors
}

export { SIZES, SPECIES } from '@/lib/pets'

export const SUNDAY_REFUSED = 'Les rendez-vous ne se prennent pas le dimanche.'

/** What is wrong with a day typed in the availabilities form (`YYYY-MM-DD`), as soon as it is typed; null if fine. */
export function rangeDayError(date: string, today: string): string | null {
  if (!date) return 'Choisissez un jour.'
  if (date < today) return 'Ce jour est déjà passé.'
  // The calendar day, whatever the browser's zone: noon UTC of that date.
  if (new Date(`${date}T12:00:00Z`).getUTCDay() === 0) return SUNDAY_REFUSED
  return null
}

/** Client-side checks of the proposed availabilities, keyed like the API's fields. */
export function rangeErrors(ranges: AvailabilityRange[], today: string): Record<string, string> {
  const errors: Record<string, string> = {}
  ranges.forEach((range, index) => {
    const dayError = rangeDayError(range.date, today)
    if (dayError) errors[`ranges.${index}.start`] = dayError
    else if (!range.from || !range.to || range.to <= range.from)
      errors[`ranges.${index}.end`] = 'L’heure de fin doit suivre l’heure de début.'
  })
  return errors
}
