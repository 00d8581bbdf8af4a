import { createElement } from 'react'

import { AppointmentExpired } from '../../../email-templates/AppointmentExpired'
import { AppointmentReminder } from '../../../email-templates/AppointmentReminder'
import { getSmsSender } from '@/integrations/sms'

import { renderTemplate } from '../templates/render'
import { send } from './appointmentEmails'
import { customerEmail } from './recipients'
import { appointmentMail, siteUrl } from './appointmentMail'

import type { AppointmentParties } from './parties'

/** The day-before reminder e-mail, in the groomer's reminder wording. */
export async function sendReminderEmail(parties: AppointmentParties, to: string) {
  const mail = appointmentMail(parties)
  const wording = await renderTemplate('reminder', 'email', parties)
  await send(
    [to],
    wording.subject ?? `Rappel : votre rendez-vous demain, ${mail.when}`,
    createElement(AppointmentReminder, { ...mail, message: wording.body }),
  )
}

/** The day-before reminder SMS, in the groomer's reminder wording. */
export async function sendReminderSms(parties: AppointmentParties, toE164: string) {
  const wording = await renderTemplate('reminder', 'sms', parties)
  await getSmsSender().send(toE164, wording.body)
}

/** To the attendee whose request the groomer left unanswered: it expired, book again. */
export async function sendExpiry(parties: AppointmentParties) {
  const to = customerEmail(parties)
  if (!to) return
  const mail = appointmentMail(parties)
  await send(
    [to],
    `Votre demande de rendez-vous du ${mail.when} a expiré`,
    createElement(AppointmentExpired, { ...mail, bookAgainUrl: `${siteUrl()}/toiletteur/${parties.groomer.uri}` }),
  )
}
