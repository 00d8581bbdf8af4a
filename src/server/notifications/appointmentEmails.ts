import { createElement } from 'react'

import { AppointmentConfirmed } from '../../../email-templates/AppointmentConfirmed'
import { AppointmentRefused } from '../../../email-templates/AppointmentRefused'
import { GroomerNotice, type GroomerNoticeKind } from '../../../email-templates/GroomerNotice'
import { emailSenderFor } from '@/integrations/email'
import { formatAppointmentDate } from '@/lib/frenchDate'

import { signActionLink, type LinkAction } from '../appointments/actionLinks'
import { getPayloadClient } from '../payload'
import { appointmentMail, groomerRecipients, siteUrl } from './appointmentMail'
import { appointmentIcs, calendarLinks } from './ics'
import type { AppointmentParties } from './parties'
import { renderEmail } from './render'

async function send(to: string[], subject: string, element: Parameters<typeof renderEmail>[0], attachments?: { filename: string; content: string; contentType: string }[]) {
  if (to.length === 0) return
  const payload = await getPayloadClient()
  const { html, text } = await renderEmail(element)
  await emailSenderFor(() => payload).send({ to, subject, html, text, attachments })
}

const eventActionUrl = (reference: string, action: LinkAction, groomerId: number) => `${siteUrl()}/user/event-action?${signActionLink(reference, action, groomerId)}`

/** To the groomer: a new booking to validate, a cancellation, a postponement or a declined proposal. */
export async function sendGroomerNotice(parties: AppointmentParties, kind: GroomerNoticeKind, previousStart?: string) {
  const mail = appointmentMail(parties)
  const previousWhen = previousStart ? formatAppointmentDate(previousStart, parties.appointment.timezone) : null
  const subjects: Record<GroomerNoticeKind, string> = {
    requested: `Nouvelle demande de rendez-vous : ${mail.when}`,
    cancelled: `Rendez-vous annulé : ${mail.when}`,
    postponed: `Rendez-vous reporté au ${mail.when}`,
    declined: `Horaire décliné : ${mail.when}`,
  }
  const actionUrls = kind === 'requested' ? { validate: eventActionUrl(mail.reference, 'valider', parties.groomer.id), refuse: eventActionUrl(mail.reference, 'refuser', parties.groomer.id) } : null
  await send(groomerRecipients(parties.groomer), subjects[kind], createElement(GroomerNotice, { ...mail, kind, previousWhen, dashboardUrl: `${siteUrl()}/user/dashboard`, actionUrls }))
}

/** To the attendee once the groomer validates: details, conditions, add-to-calendar links and the .ics. */
export async function sendConfirmation(parties: AppointmentParties) {
  const { appointment, groomer, attendee } = parties
  if (!attendee?.email) return
  const mail = appointmentMail(parties)
  const event = {
    start: appointment.start,
    end: appointment.end,
    title: `${mail.motive} – ${mail.groomerName}`,
    description: `Rendez-vous ${mail.reference} : ${mail.appointmentUrl}`,
    location: mail.place,
  }
  const ics = appointmentIcs({ ...event, reference: mail.reference, organizer: { name: mail.groomerName, email: groomer.email }, url: mail.appointmentUrl, host: new URL(siteUrl()).host })
  await send(
    [attendee.email],
    `Rendez-vous confirmé le ${mail.when}`,
    createElement(AppointmentConfirmed, { ...mail, noticeHours: groomer.cancellationNoticeHours ?? 24, groomerPhone: groomer.phone, calendarLinks: calendarLinks(event) }),
    [{ filename: 'rendez-vous.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  )
}

/** To the attendee when the groomer refuses, with the reason. */
export async function sendRefusal(parties: AppointmentParties) {
  const { appointment, groomer, attendee } = parties
  if (!attendee?.email) return
  const mail = appointmentMail(parties)
  await send(
    [attendee.email],
    `Votre demande de rendez-vous du ${mail.when} n’a pas été acceptée`,
    createElement(AppointmentRefused, { ...mail, reason: appointment.refusalReason ?? '', bookAgainUrl: `${siteUrl()}/toiletteur/${groomer.uri}` }),
  )
}
