import type { AvailabilitiesReceivedProps, AvailabilitiesSentProps, AvailabilityAnswerProps } from './Availabilities'
import type { AppointmentRequestedProps } from './AppointmentRequested'
import type { AppointmentCancelledProps } from './AppointmentCancelled'
import type { AppointmentMovedByGroomerProps } from './AppointmentMovedByGroomer'
import type { AppointmentConfirmedProps } from './AppointmentConfirmed'
import type { AppointmentReadyProps } from './AppointmentReady'
import type { AppointmentRefusedProps } from './AppointmentRefused'
import type { AppointmentExpiredProps } from './AppointmentExpired'
import type { AppointmentReminderProps } from './AppointmentReminder'
import type { RebookingReminderProps } from './RebookingReminder'
import type { GroomerNoticeProps } from './GroomerNotice'
import type { PasswordResetProps } from './PasswordReset'
import type { ReplyModeratedProps } from './ReplyModerated'
import type { ReviewModeratedProps } from './ReviewModerated'
import type { ReviewRequestProps } from './ReviewRequest'
import type { GuaranteeNoticeProps } from './GuaranteeNotice'
import type { SubscriptionNoticeProps } from './SubscriptionNotice'
import type { AppointmentMail } from './types'

/** Preview data of each template (also rendered by the unit tests). */
const appointment: AppointmentMail = {
  siteUrl: 'http://localhost:3000',
  reference: 'RDV-K7Q2-M9XP-4TZA',
  when: 'mar. 1 déc. 2026 à 10:00',
  motive: 'Toilettage complet',
  groomerName: 'Léa Martin',
  place: '3 rue des Lilas, 75011 Paris',
  attendeeName: 'Chloé Durand',
  attendeePhone: '+33612345678',
  pet: 'Filou · Chien · Caniche · Petit',
  price: '45 € (à régler sur place)',
  note: 'Il a peur du séchoir.',
  appointmentUrl: 'http://localhost:3000/appointments/RDV-K7Q2-M9XP-4TZA',
}

export const fixtures = {
  confirmed: {
    ...appointment,
    noticeHours: 24,
    groomerPhone: '01 23 45 67 89',
    calendarLinks: {
      google: 'https://calendar.google.com/calendar/render?action=TEMPLATE',
      outlook: 'https://outlook.live.com/calendar/0/deeplink/compose',
    },
    message:
      'Bonjour Chloé,\n\nLéa Martin a validé votre rendez-vous « Toilettage complet » du mardi 1 décembre 2026 à 10:00. À bientôt !',
  } satisfies AppointmentConfirmedProps,
  requested: {
    ...appointment,
    kind: 'requested',
    message:
      'Bonjour Chloé,\n\nVotre demande de rendez-vous « Toilettage complet » du mardi 1 décembre 2026 à 10:00 est bien envoyée à Léa Martin. Le toiletteur doit la valider.',
  } satisfies AppointmentRequestedProps,
  postponed: {
    ...appointment,
    kind: 'postponed',
    previousWhen: 'lun. 30 nov. 2026 à 14:00',
    message:
      'Bonjour Chloé,\n\nVotre rendez-vous « Toilettage complet » chez Léa Martin est reporté au mardi 1 décembre 2026 à 10:00.',
  } satisfies AppointmentRequestedProps,
  refused: {
    ...appointment,
    reason: 'Je suis complet ce jour-là.',
    bookAgainUrl: 'http://localhost:3000/toiletteur/lea-martin',
    message:
      'Bonjour Chloé,\n\nLéa Martin ne peut pas vous recevoir le mardi 1 décembre 2026 à 10:00. Son message :\n« Je suis complet ce jour-là. »',
  } satisfies AppointmentRefusedProps,
  cancelled: {
    ...appointment,
    bookAgainUrl: 'http://localhost:3000/toiletteur/lea-martin',
    message:
      'Bonjour Chloé,\n\nVotre rendez-vous « Toilettage complet » du mardi 1 décembre 2026 à 10:00 avec Léa Martin est annulé.',
  } satisfies AppointmentCancelledProps,
  reminder: {
    ...appointment,
    message:
      'Bonjour Chloé,\n\nPetit rappel : votre rendez-vous « Toilettage complet » avec Léa Martin a lieu demain à 10:00.',
  } satisfies AppointmentReminderProps,
  expired: {
    ...appointment,
    bookAgainUrl: 'http://localhost:3000/toiletteur/lea-martin',
  } satisfies AppointmentExpiredProps,
  rebooking: {
    siteUrl: 'http://localhost:3000',
    attendeeFirstName: 'Chloé',
    petName: 'Filou',
    groomerName: 'Léa Martin',
    motive: 'Toilettage complet',
    dueDay: 'mardi 12 janvier 2027',
    rhythmWeeks: 6,
    bookUrl: 'http://localhost:3000/toiletteur/lea-martin?motif=12&jour=2027-01-12&animal=filou#reservation',
    stopUrl: 'http://localhost:3000/rappels-toilettage/arret?jeton=0',
  } satisfies RebookingReminderProps,
  movedByGroomer: {
    ...appointment,
    previousWhen: 'lun. 30 nov. 2026 à 14:00',
    message:
      'Bonjour Chloé,\n\nLéa Martin a déplacé votre rendez-vous « Toilettage complet » au mardi 1 décembre 2026 à 10:00.',
  } satisfies AppointmentMovedByGroomerProps,
  ready: {
    ...appointment,
    petName: 'Filou',
    message: 'Bonjour Chloé,\n\nFilou est prêt, vous pouvez venir le chercher chez Léa Martin.',
  } satisfies AppointmentReadyProps,
  groomerNotice: {
    ...appointment,
    kind: 'requested',
    dashboardUrl: 'http://localhost:3000/user/dashboard',
    actionUrls: {
      validate: 'http://localhost:3000/user/event-action?ref=RDV-K7Q2-M9XP-4TZA&action=valider&exp=1796000000&sig=0',
      refuse: 'http://localhost:3000/user/event-action?ref=RDV-K7Q2-M9XP-4TZA&action=refuser&exp=1796000000&sig=0',
    },
  } satisfies GroomerNoticeProps,
  availabilitiesReceived: {
    siteUrl: appointment.siteUrl,
    attendeeName: appointment.attendeeName,
    motive: appointment.motive,
    ranges: ['mar. 1 déc. 2026 de 09:00 à 12:00'],
    note: 'Plutôt le matin',
    dashboardUrl: 'http://localhost:3000/user/dashboard',
  } satisfies AvailabilitiesReceivedProps,
  availabilitiesSent: {
    siteUrl: appointment.siteUrl,
    groomerName: appointment.groomerName,
    motive: appointment.motive,
    ranges: ['mar. 1 déc. 2026 de 09:00 à 12:00'],
    message:
      'Bonjour Chloé,\n\nVos disponibilités pour « Toilettage complet » sont bien envoyées à Léa Martin, qui va vous proposer un horaire.',
    followUrl: 'http://localhost:3000/participant/mes-rdvs',
  } satisfies AvailabilitiesSentProps,
  availabilityAnswer: {
    siteUrl: appointment.siteUrl,
    attendeeName: appointment.attendeeName,
    groomerName: appointment.groomerName,
    motive: appointment.motive,
    when: appointment.when,
    place: appointment.place,
    groomerNote: 'À 10 h, cela vous va ?',
    responseUrl: 'http://localhost:3000/events-responses/DISPO-AAAA-BBBB-CCCC',
  } satisfies AvailabilityAnswerProps,
  subscriptionPaymentFailed: {
    siteUrl: appointment.siteUrl,
    firstName: 'Léa',
    kind: 'paymentFailed',
    graceEnd: '15 décembre 2026',
    subscriptionUrl: 'http://localhost:3000/user/abonnement',
  } satisfies SubscriptionNoticeProps,
  feeToPay: {
    siteUrl: appointment.siteUrl,
    heading: 'Frais d’absence à régler : 15,00 €',
    message: 'Votre carte n’a pas pu être débitée des frais d’absence prévus à la réservation.',
    groomerName: 'Salon Pattes Douces',
    when: appointment.when,
    reference: 'RDV-AAAA-BBBB-CCCC',
    amount: '15,00 €',
    payUrl: 'http://localhost:4000/checkout/cs_1',
    termsUrl: 'http://localhost:3000/cgv',
  } satisfies GuaranteeNoticeProps,
  passwordReset: {
    siteUrl: appointment.siteUrl,
    firstName: 'Chloé',
    resetUrl: 'http://localhost:3000/participant/mot-de-passe?jeton=abc',
  } satisfies PasswordResetProps,
  reviewRequest: {
    siteUrl: appointment.siteUrl,
    attendeeFirstName: 'Chloé',
    groomerName: appointment.groomerName,
    visitDay: 'mardi 1 décembre 2026',
    motive: appointment.motive,
    reference: appointment.reference,
    reviewUrl: 'http://localhost:3000/avis/abc.def',
    validUntil: '31 décembre 2026',
  } satisfies ReviewRequestProps,
  reviewRefused: {
    siteUrl: appointment.siteUrl,
    attendeeFirstName: 'Chloé',
    groomerName: appointment.groomerName,
    outcome: 'refused',
    reason: 'Contient des données personnelles',
    profileUrl: 'http://localhost:3000/toiletteur/lea-martin#avis',
    rulesUrl: 'http://localhost:3000/service-avis',
  } satisfies ReviewModeratedProps,
  replyRefused: {
    siteUrl: appointment.siteUrl,
    groomerFirstName: 'Léa',
    authorName: 'Chloé D.',
    outcome: 'refused',
    reason: 'Contient des données personnelles',
    reviewsUrl: 'http://localhost:3000/user/avis',
  } satisfies ReplyModeratedProps,
}
