import { describe, expect, it } from 'vitest'

import {
  accountErrors,
  firstStepFrom,
  initialBookingState,
  nextStep,
  petErrors,
  previousStep,
  rangeDayError,
  SIZES,
  skipsStep,
  SPECIES,
  type BookingState,
  type SignedAttendee,
} from '../../src/components/booking/bookingState'

const signedIn: SignedAttendee = { id: 7, phoneVerified: false }
const verified: SignedAttendee = { id: 7, phoneVerified: true }
const account = (patch: Partial<BookingState['account']> = {}): BookingState['account'] => ({
  ...initialBookingState(1, null).account,
  ...patch,
})
const pet = (patch: Partial<BookingState['pet']> = {}): BookingState['pet'] => ({
  ...initialBookingState(1, null).pet,
  ...patch,
})

describe('booking dialog state', () => {
  it('starts on the motive with the chosen slot, a new account and a French number', () => {
    const state = initialBookingState(3, '2026-12-01T09:30:00+01:00')
    expect(state).toMatchObject({
      step: 'motive',
      motiveId: 3,
      slot: { start: '2026-12-01T09:30:00+01:00' },
      attendee: null,
    })
    expect(state.account.mode).toBe('signup')
    expect(state.phone).toEqual({ number: '', country: 'FR', codeSent: false, code: '' })
    expect(initialBookingState(3, null).slot).toBeNull()
  })

  it('walks the five steps for a visitor', () => {
    expect(nextStep('motive', null)).toBe('identification')
    expect(nextStep('identification', null)).toBe('verification')
    expect(nextStep('verification', null)).toBe('infos')
    expect(nextStep('infos', null)).toBe('confirm')
    expect(nextStep('confirm', null)).toBe('confirm')
    expect(previousStep('confirm', null)).toBe('infos')
    expect(previousStep('verification', null)).toBe('identification')
    expect(previousStep('identification', null)).toBe('motive')
    expect(previousStep('motive', null)).toBe('motive')
  })

  it('skips identification for a signed-in attendee, and verification once the phone is verified', () => {
    expect(nextStep('motive', signedIn)).toBe('verification')
    expect(previousStep('infos', signedIn)).toBe('verification')
    expect(previousStep('verification', signedIn)).toBe('motive')
    expect(nextStep('motive', verified)).toBe('infos')
    expect(nextStep('identification', verified)).toBe('infos')
    expect(previousStep('infos', verified)).toBe('motive')
    expect(previousStep('confirm', verified)).toBe('infos')
  })

  it('checks the login form: a valid e-mail and a password', () => {
    expect(accountErrors(account({ mode: 'login', email: 'pas-un-email', password: '' }))).toEqual({
      email: 'Veuillez saisir un e-mail valide.',
      password: 'Le mot de passe est obligatoire.',
    })
    expect(accountErrors(account({ mode: 'login', email: ' julie@example.fr ', password: 'x' }))).toEqual({})
  })

  it('checks the new account: civility, names, e-mail, 8-character password and the consent, in French', () => {
    expect(accountErrors(account({ firstName: '  ', password: 'court' }))).toEqual({
      email: 'Veuillez saisir un e-mail valide.',
      civility: 'Choisissez votre civilité.',
      firstName: 'Le prénom est obligatoire.',
      lastName: 'Le nom est obligatoire.',
      password: 'Le mot de passe doit contenir au moins 8 caractères.',
      acceptTerms:
        'Acceptez les conditions générales d’utilisation et la politique de confidentialité pour créer votre compte.',
    })
    expect(
      accountErrors(
        account({
          civility: 'mme',
          firstName: 'Chloé',
          lastName: 'Durand',
          email: 'chloe@example.fr',
          password: 'mot-de-passe',
          acceptTerms: true,
        }),
      ),
    ).toEqual({})
  })

  it('refuses a Sunday or a past day as soon as it is typed, whatever the browser’s zone', () => {
    expect(rangeDayError('2026-11-29', '2026-11-25')).toBe('Les rendez-vous ne se prennent pas le dimanche.')
    expect(rangeDayError('2026-11-30', '2026-11-25')).toBeNull()
    expect(rangeDayError('2026-11-24', '2026-11-25')).toBe('Ce jour est déjà passé.')
    expect(rangeDayError('', '2026-11-25')).toBe('Choisissez un jour.')
  })

  it('a resumed booking starts where this person still has something to do', () => {
    const signedIn = { id: 1, phoneVerified: true }
    expect(firstStepFrom('confirm', null, 'book')).toBe('identification')
    expect(firstStepFrom('identification', signedIn, 'book')).toBe('infos')
    expect(firstStepFrom('verification', { id: 1, phoneVerified: false }, 'book')).toBe('verification')
    expect(firstStepFrom('infos', signedIn, 'availabilities')).toBe('confirm')
    expect(skipsStep('identification', signedIn, 'book')).toBe(true)
    expect(skipsStep('infos', signedIn, 'book')).toBe(false)
  })

  it('requires the pet name, species and size, keyed like the API fields', () => {
    expect(petErrors(pet({ name: '   ', breed: 'Caniche' }))).toEqual({
      'pet.name': 'Le nom de l’animal est obligatoire.',
      'pet.species': 'Choisissez l’espèce de l’animal.',
      'pet.size': 'Choisissez le gabarit de l’animal.',
    })
    expect(petErrors(pet({ name: 'Filou', species: 'dog', size: 'small' }))).toEqual({})
  })

  it('offers the species and sizes the API accepts', () => {
    expect(SPECIES.map((option) => option.value)).toEqual(['dog', 'cat', 'rabbit', 'other'])
    expect(SPECIES.map((option) => option.label)).toEqual(['Chien', 'Chat', 'Lapin', 'Autre NAC'])
    expect(SIZES.map((option) => option.value)).toEqual(['small', 'medium', 'large', 'giant'])
    expect(SIZES[0].label).toBe('Petit (moins de 10 kg)')
    expect(SIZES[3].label).toBe('Très grand (plus de 45 kg)')
  })
})
