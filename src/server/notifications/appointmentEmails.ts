import { createElement } from 'react'

import { AppointmentCancelled } from '../../../email-templates/AppointmentCancelled'
import { AppointmentConfirmed } from '../../../email-templates/AppointmentConfirmed'
import { AppointmentMovedByGroomer } from '../../../email-templates/AppointmentMovedByGroomer'
import { AppointmentReady } from '../../../email-templates/AppointmentReady'
import { AppointmentRefused } from '../../../email-templates/AppointmentRefused'
import { AppointmentRequested } from '../../../email-templates/AppointmentRequested'
import { GroomerNotice, type GroomerNoticeKind } from '../../../email-templates/GroomerNotice'
import { emailSenderFor } from '@/integrations/email'
import { cancellationReasonText } from '@/lib/cancellationReasons'
import { formatAppointmentDate } from '@/lib/frenchDate'

import { signActionLink, type LinkAction } from './actionLinks'
import { getPayloadClient } from '../payload'
import { renderTemplate } from '../templates/render'
import { appointmentMail, groomerRecipients, siteUrl } from './appointmentMail'
import { appointmentIcs, calendarLinks, sequenceOf } from './ics'
import type { AppointmentParties } from './parties'
import { renderEmail } from './render'

export async function send(
  to: string[],
  subject: string,
  element: Parameters<typeof renderEmail>[0],
  attachments?: { filename: string; content: string; contentType: string; encoding?: 'base64' }[],
) {
  if (to.length === 0) return
  const payload = await getPayloadClient()
  const { html, text } = await renderEmail(element)
  await emailSenderFor(() => payload).send({ to, subject, html, text, attachments })
}

const eventActionUrl = (reference: string, action: LinkAction, groomerId: number) =>
  `${siteUrl()}/user/event-action?${signActionLink(reference, action, groomerId)}`

/** To the groomer: a new booking to validate, a cancellation, a postponement or a declined proposal. */
export async function sendGroomerNotice(parties: AppointmentParties, kind: GroomerNoticeKind, previousStart?: string) {
  const mail = appointmentMail(parties)
  const previousWhen = previousStart ? formatAppointmentDate(previousStart, parties.appointment.timezone) : null
  const subjects: Record<GroomerNoticeKind, string> = {
    requested: `Nouvelle demande de rendez-vous : ${mail.when}`,
    booked: `Nouveau rendez-vous confirmé : ${mail.when}`,
    cancelled: `Rendez-vous annulé : ${mail.when}`,
    postponed: `Rendez-vous reporté au ${mail.when}`,
    declined: `Horaire décliné : ${mail.when}`,
  }
  const actionUrls =
    kind === 'requested'
      ? {
          validate: eventActionUrl(mail.reference, 'valider', parties.groomer.id),
          refuse: eventActionUrl(mail.reference, 'refuser', parties.groomer.id),
        }
      : null
  await send(
    groomerRecipients(parties.groomer),
    subjects[kind],
    createElement(GroomerNotice, {
      ...mail,
      kind,
      previousWhen,
      cancellationReason: cancellationReasonText(
        parties.appointment.cancellationReason,
        parties.appointment.cancellationNote,
      ),
      dashboardUrl: `${siteUrl()}/user/dashboard`,
      actionUrls,
    }),
  )
}

/** To the customer right after their request or their postponement: sent, waiting for the groomer. */
export async function sendRequestReceived(
  parties: AppointmentParties,
  to: string,
  kind: 'requested' | 'postponed',
  previousStart?: string,
) {
  const mail = appointmentMail(parties)
  const wording = await renderTemplate(kind, 'email', parties)
  const previousWhen = previousStart ? formatAppointmentDate(previousStart, parties.appointment.timezone) : null
  const fallback =
    kind === 'requested' ? `Demande de rendez-vous envoyée : ${mail.when}` : `Report demandé au ${mail.when}`
  await send(
    [to],
    wording.subject ?? fallback,
    createElement(AppointmentRequested, { ...mail, kind, message: wording.body, previousWhen }),
  )
}

/** To the customer once the groomer validates: details, conditions, add-to-calendar links and the .ics. */
export async function sendConfirmation(parties: AppointmentParties, to: string) {
  const { appointment, groomer } = parties
  const mail = appointmentMail(parties)
  const wording = await renderTemplate('confirmation', 'email', parties)
  const event = {
    start: appointment.start,
    end: appointment.end,
    title: `${mail.motive} – ${mail.groomerName}`,
    description: `Rendez-vous ${mail.reference} : ${mail.appointmentUrl}`,
    location: mail.place,
  }
  const ics = appointmentIcs({
    ...event,
    reference: mail.reference,
    organizer: { name: mail.groomerName, email: groomer.email },
    url: mail.appointmentUrl,
    host: new URL(siteUrl()).host,
    state: 'confirmed',
    sequence: sequenceOf(appointment),
  })
  await send(
    [to],
    wording.subject ?? `Rendez-vous confirmé le ${mail.when}`,
    createElement(AppointmentConfirmed, {
      ...mail,
      message: wording.body,
      noticeHours: groomer.cancellationNoticeHours ?? 24,
      groomerPhone: groomer.phone,
      calendarLinks: calendarLinks(event),
    }),
    [{ filename: 'rendez-vous.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  )
}

/** To the customer when the groomer refuses, with the reason. */
export async function sendRefusal(parties: AppointmentParties, to: string) {
  const { appointment, groomer } = parties
  const mail = appointmentMail(parties)
  const wording = await renderTemplate('refusal', 'email', parties)
  await send(
    [to],
    wording.subject ?? `Votre demande de rendez-vous du ${mail.when} n’a pas été acceptée`,
    createElement(AppointmentRefused, {
      ...mail,
      message: wording.body,
      reason: appointment.refusalReason ?? '',
      bookAgainUrl: `${siteUrl()}/toiletteur/${groomer.uri}`,
    }),
  )
}

/** To the customer when the appointment is cancelled (by them or by the groomer), in the groomer's wording. */
export async function sendCancellation(parties: AppointmentParties, to: string) {
  const mail = appointmentMail(parties)
  const wording = await renderTemplate('cancellation', 'email', parties)
  await send(
    [to],
    wording.subject ?? `Rendez-vous du ${mail.when} annulé`,
    createElement(AppointmentCancelled, {
      ...mail,
      message: wording.body,
      bookAgainUrl: `${siteUrl()}/toiletteur/${parties.groomer.uri}`,
    }),
  )
}

/** To the customer when the groomer moves the appointment, in the groomer's wording. */
export async function sendMove(parties: AppointmentParties, to: string, previousStart?: string) {
  const mail = appointmentMail(parties)
  const wording = await renderTemplate('move', 'email', parties)
  const previousWhen = previousStart ? formatAppointmentDate(previousStart, parties.appointment.timezone) : null
  await send(
    [to],
    wording.subject ?? `Rendez-vous déplacé au ${mail.when}`,
    createElement(AppointmentMovedByGroomer, { ...mail, message: wording.body, previousWhen }),
  )
}

/** To the customer when the groomer marks their pet ready to be picked up. */
export async function sendReady(parties: AppointmentParties, to: string) {
  const mail = appointmentMail(parties)
  const wording = await renderTemplate('ready', 'email', parties)
  const petName = parties.appointment.pet?.name?.trim() || 'Votre animal'
  await send(
    [to],
    wording.subject ?? `${petName} est prêt`,
    createElement(AppointmentReady, { ...mail, message: wording.body, petName }),
  )
}
