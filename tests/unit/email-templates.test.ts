import { createElement } from 'react'
import { describe, expect, it } from 'vitest'

import { AppointmentConfirmed } from '../../email-templates/AppointmentConfirmed'
import { AppointmentExpired } from '../../email-templates/AppointmentExpired'
import { AppointmentMovedByGroomer } from '../../email-templates/AppointmentMovedByGroomer'
import { AppointmentReady } from '../../email-templates/AppointmentReady'
import { AppointmentRefused } from '../../email-templates/AppointmentRefused'
import { AppointmentReminder } from '../../email-templates/AppointmentReminder'
import { AppointmentRequested } from '../../email-templates/AppointmentRequested'
import { AvailabilitiesReceived, AvailabilitiesSent, AvailabilityAnswer } from '../../email-templates/Availabilities'
import { fixtures } from '../../email-templates/fixtures'
import { GroomerNotice } from '../../email-templates/GroomerNotice'
import { PasswordReset } from '../../email-templates/PasswordReset'
import { RebookingReminder } from '../../email-templates/RebookingReminder'
import { ReplyModerated } from '../../email-templates/ReplyModerated'
import { ReviewModerated } from '../../email-templates/ReviewModerated'
import { ReviewRequest } from '../../email-templates/ReviewRequest'
import { GuaranteeNotice } from '../../email-templates/GuaranteeNotice'
import { SubscriptionNotice } from '../../email-templates/SubscriptionNotice'
import { appointmentIcs, calendarLinks } from '../../src/server/notifications/ics'
import { renderEmail } from '../../src/server/notifications/render'

describe('e-mail templates', () => {
  it.each([
    [
      'confirmation',
      createElement(AppointmentConfirmed, fixtures.confirmed),
      [
        'Votre rendez-vous est confirmé',
        'jusqu’à 24 h avant',
        'Google Agenda',
        'fichier .ics joint',
        'Tarif : 45 € (à régler sur place)',
      ],
    ],
    [
      'request received',
      createElement(AppointmentRequested, fixtures.requested),
      [
        'Votre demande de rendez-vous est envoyée',
        'En attente de validation par le toiletteur',
        'Tarif : 45 € (à régler sur place)',
        'RDV-K7Q2-M9XP-4TZA',
        'retirer votre demande en ligne',
        'Suivre ma demande',
      ],
    ],
    [
      'postponement received',
      createElement(AppointmentRequested, fixtures.postponed),
      ['Votre demande de report est envoyée', 'Ancienne date : lun. 30 nov. 2026 à 14:00', 'mar. 1 déc. 2026 à 10:00'],
    ],
    [
      'availabilities sent',
      createElement(AvailabilitiesSent, fixtures.availabilitiesSent),
      ['Vos disponibilités sont envoyées', 'de 09:00 à 12:00', '/participant/mes-rdvs'],
    ],
    [
      'subscription payment failed',
      createElement(SubscriptionNotice, fixtures.subscriptionPaymentFailed),
      ['n’a pas abouti', 'avant le 15 décembre 2026', 'vos rendez-vous sont conservés', 'Régler mon abonnement'],
    ],
    [
      'a fee to pay by link',
      createElement(GuaranteeNotice, fixtures.feeToPay),
      ['Frais d’absence à régler : 15,00 €', 'Régler 15,00 €', 'checkout/cs_1', 'RDV-AAAA-BBBB-CCCC', '/cgv'],
    ],
    [
      'refusal',
      createElement(AppointmentRefused, fixtures.refused),
      ['n’a pas pu être acceptée', 'Je suis complet ce jour-là.'],
    ],
    [
      'reminder',
      createElement(AppointmentReminder, fixtures.reminder),
      [
        'Votre rendez-vous de demain',
        'a lieu demain à 10:00',
        '3 rue des Lilas',
        'Tarif : 45 €',
        'Voir mon rendez-vous',
      ],
    ],
    [
      'rebooking reminder',
      createElement(RebookingReminder, fixtures.rebooking),
      [
        'l’heure du toilettage de Filou',
        'toutes les 6 semaines',
        'mardi 12 janvier 2027',
        'Prendre rendez-vous',
        'animal=filou',
        '/rappels-toilettage/arret?jeton=0',
      ],
    ],
    [
      'expiry',
      createElement(AppointmentExpired, fixtures.expired),
      [
        'Votre demande de rendez-vous a expiré',
        'n’a pas répondu à temps',
        'Reprendre rendez-vous',
        '/toiletteur/lea-martin',
      ],
    ],
    [
      'move by the groomer',
      createElement(AppointmentMovedByGroomer, fixtures.movedByGroomer),
      [
        'Votre rendez-vous a été déplacé',
        'Bonjour Chloé,',
        'Ancienne date : lun. 30 nov. 2026 à 14:00',
        'Voir le rendez-vous',
      ],
    ],
    [
      'ready for pick-up',
      createElement(AppointmentReady, fixtures.ready),
      ['Filou est prêt', 'vous pouvez venir le chercher chez Léa Martin', '3 rue des Lilas'],
    ],
    [
      'groomer notice',
      createElement(GroomerNotice, fixtures.groomerNotice),
      [
        'Nouvelle demande de rendez-vous à valider',
        'Il a peur du séchoir.',
        'Valider le rendez-vous',
        '/user/event-action?ref=RDV-K7Q2-M9XP-4TZA&action=refuser',
      ],
    ],
    [
      'availabilities',
      createElement(AvailabilitiesReceived, fixtures.availabilitiesReceived),
      ['vous propose ses disponibilités', 'Plutôt le matin'],
    ],
    [
      'answer',
      createElement(AvailabilityAnswer, fixtures.availabilityAnswer),
      ['vous propose un rendez-vous', '/events-responses/DISPO-AAAA-BBBB-CCCC'],
    ],
    [
      'password reset',
      createElement(PasswordReset, fixtures.passwordReset),
      ['Réinitialisez votre mot de passe', '/participant/mot-de-passe?jeton=abc'],
    ],
    [
      'review request',
      createElement(ReviewRequest, fixtures.reviewRequest),
      [
        'Comment s’est passé votre rendez-vous ?',
        'Donner mon avis',
        '/avis/abc.def',
        'valable jusqu’au 31 décembre 2026',
      ],
    ],
    [
      'review refused',
      createElement(ReviewModerated, fixtures.reviewRefused),
      ['Votre avis n’a pas été publié', 'Motif : Contient des données personnelles', '/service-avis'],
    ],
    [
      'reply refused',
      createElement(ReplyModerated, fixtures.replyRefused),
      [
        'Votre réponse n’a pas été publiée',
        'l’avis de Chloé D.',
        'Motif : Contient des données personnelles',
        '/user/avis',
      ],
    ],
  ])('%s renders French HTML and text', async (_name, element, expected) => {
    const { html, text } = await renderEmail(element)
    expect(html).toContain('lang="fr"')
    for (const fragment of expected) expect(text.replace(/\s+/g, ' ').toLowerCase()).toContain(fragment.toLowerCase())
    expect(text).toContain('Mon Toiletteur')
  })
})

describe('calendar file and links', () => {
  const event = {
    reference: 'RDV-K7Q2-M9XP-4TZA',
    start: '2026-12-01T09:00:00.000Z',
    end: '2026-12-01T10:00:00.000Z',
    title: 'Toilettage complet – Léa Martin',
    description: 'Rendez-vous RDV-K7Q2-M9XP-4TZA',
    location: '3 rue des Lilas, 75011 Paris',
    organizer: { name: 'Léa Martin', email: 'lea@example.fr' },
    url: 'http://localhost:3000/appointments/RDV-K7Q2-M9XP-4TZA',
    host: 'localhost:3000',
  }

  it('the .ics holds one event in UTC with a stable UID', () => {
    const ics = appointmentIcs(event)
    expect(ics).toContain('METHOD:PUBLISH')
    expect(ics).toContain('UID:RDV-K7Q2-M9XP-4TZA@localhost:3000')
    expect(ics).toContain('DTSTART:20261201T090000Z')
    expect(ics).toContain('DTEND:20261201T100000Z')
    expect(ics).toContain('SUMMARY:Toilettage complet – Léa Martin')
    expect(ics.replace(/\r\n /g, '')).toContain('LOCATION:3 rue des Lilas\\, 75011 Paris')
  })

  it('Google and Outlook links carry the times and the place', () => {
    const links = calendarLinks(event)
    const google = new URL(links.google)
    expect(google.searchParams.get('dates')).toBe('20261201T090000Z/20261201T100000Z')
    expect(google.searchParams.get('location')).toBe(event.location)
    const outlook = new URL(links.outlook)
    expect(outlook.searchParams.get('startdt')).toBe('2026-12-01T09:00:00.000Z')
    expect(outlook.searchParams.get('subject')).toBe(event.title)
  })
})
