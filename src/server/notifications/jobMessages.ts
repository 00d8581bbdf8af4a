import { createElement } from 'react'

import { AppointmentExpired } from '../../../email-templates/AppointmentExpired'
import { AppointmentReminder } from '../../../email-templates/AppointmentReminder'
import { getSmsSender } from '@/integrations/sms'

import { renderTemplate } from '../templates/render'
import { parseMobilePhone } from '../verification/phone'
import { customerEmail, send } from './appointmentEmails'
import { appointmentMail, siteUrl } from './appointmentMail'
import type { Attendee } from '@/payload-types'

import type { AppointmentParties } from './parties'

/**
 * The customer's mobile in E.164, when we may text it: the attendee's number once they verified
 * it, or the number the groomer typed on a hand-made appointment (French unless it says
 * otherwise). Null for a landline, an unverified number or nothing usable.
 */
export function customerMobile({ attendee, appointment }: AppointmentParties): string | null {
  return mobileOf([
    [attendee?.phoneVerified ? attendee.phone : null, attendee?.phoneCountryCode ?? 'FR'],
    [appointment.customerPhone, 'FR'],
  ])
}

/** The attendee's mobile in E.164 once they verified it, else null. */
export function attendeeMobile(attendee: Attendee): string | null {
  return mobileOf([[attendee.phoneVerified ? attendee.phone : null, attendee.phoneCountryCode ?? 'FR']])
}

function mobileOf(candidates: [string | null | undefined, string][]): string | null {
  for (const [phone, country] of candidates) {
    if (!phone) continue
    const parsed = parseMobilePhone(phone, country)
    if (parsed.ok) return parsed.e164
  }
  return null
}

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
