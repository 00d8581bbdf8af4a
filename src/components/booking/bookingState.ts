/** The booking dialog's state: everything typed survives going back and forth between steps. */
export type MotiveOption = { id: number; title: string; duration: number; price?: number | null; kind?: string | null; sizeDurations?: Partial<Record<string, number | null>> | null }

/** A motive whose duration depends on the pet's size: the size is asked with the motive, before the slot. */
export const hasSizeDurations = (motive: MotiveOption | undefined): boolean =>
  Object.values(motive?.sizeDurations ?? {}).some((minutes) => typeof minutes === 'number' && minutes > 0)
export type SignedAttendee = { id: number; firstName?: string; phone?: string | null; phoneCountryCode?: string | null; phoneVerified?: boolean | null }
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
  account: { mode: 'login' | 'signup'; civility: string; firstName: string; lastName: string; email: string; password: string }
  phone: { number: string; country: string; codeSent: boolean; code: string }
  pet: { name: string; species: string; breed: string; size: string; note: string }
}

export const initialBookingState = (motiveId: number, slot: string | null): BookingState => ({
  step: 'motive',
  intent: 'book',
  ranges: [{ date: '', from: '09:00', to: '12:00' }],
  availabilityNote: '',
  motiveId,
  slot: slot ? { start: slot } : null,
  attendee: null,
  account: { mode: 'signup', civility: '', firstName: '', lastName: '', email: '', password: '' },
  phone: { number: '', country: 'FR', codeSent: false, code: '' },
  pet: { name: '', species: '', breed: '', size: '', note: '' },
})

/** The step after `step` for this person: a signed-in attendee skips identification, a verified one verification too. */
export function nextStep(step: StepId, attendee: SignedAttendee | null, intent: BookingState['intent'] = 'book'): StepId {
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

export function previousStep(step: StepId, attendee: SignedAttendee | null, intent: BookingState['intent'] = 'book'): StepId {
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
  if (account.password.length < 8) errors.password = 'Le mot de passe doit contenir au moins 8 caractères.'
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

export const SPECIES = [
  { value: 'dog', label: 'Chien' },
  { value: 'cat', label: 'Chat' },
  { value: 'rabbit', label: 'Lapin' },
  { value: 'other', label: 'Autre NAC' },
]

export const SIZES = [
  { value: 'small', label: 'Petit (moins de 10 kg)' },
  { value: 'medium', label: 'Moyen (10 à 25 kg)' },
  { value: 'large', label: 'Grand (25 à 45 kg)' },
  { value: 'giant', label: 'Très grand (plus de 45 kg)' },
]

/** Client-side checks of the proposed availabilities, keyed like the API's fields. */
export function rangeErrors(ranges: AvailabilityRange[], today: string): Record<string, string> {
  const errors: Record<string, string> = {}
  ranges.forEach((range, index) => {
    if (!range.date) errors[`ranges.${index}.start`] = 'Choisissez un jour.'
    else if (range.date < today) errors[`ranges.${index}.start`] = 'Ce jour est déjà passé.'
    else if (!range.from || !range.to || range.to <= range.from) errors[`ranges.${index}.end`] = 'L’heure de fin doit suivre l’heure de début.'
  })
  return errors
}
