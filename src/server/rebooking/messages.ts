import { DateTime } from 'luxon'
import { createElement } from 'react'

import { RebookingReminder } from '../../../email-templates/RebookingReminder'
import { getSmsSender } from '@/integrations/sms'
import { rhythmLabel } from './rhythm'

import { send } from '../notifications/appointmentEmails'
import { siteUrl } from '../notifications/siteUrl'

export type RebookingMessage = {
  attendeeId: number
  attendeeFirstName: string
  petName: string
  groomerName: string
  motive: string
  dueDate: string
  zone: string
  rhythmWeeks: number
  bookUrl: string
  stopUrl: string
}

const dueDay = (message: RebookingMessage) =>
  DateTime.fromISO(message.dueDate, { zone: message.zone }).setLocale('fr').toFormat('cccc d LLLL yyyy')

export async function sendRebookingEmail(message: RebookingMessage, to: string): Promise<void> {
  const props = { ...message, siteUrl: siteUrl(), dueDay: dueDay(message) }
  await send(
    [to],
    `${message.petName} : c’est l’heure de reprendre rendez-vous chez ${message.groomerName}`,
    createElement(RebookingReminder, props),
  )
}

export async function sendRebookingSms(message: RebookingMessage, toE164: string): Promise<void> {
  const body = `${message.groomerName} : ${message.petName} est toiletté ${rhythmLabel(message.rhythmWeeks)}, le prochain passage tombe vers le ${dueDay(message)}. Réservez : ${message.bookUrl} — Stop rappels : ${message.stopUrl}`
  await getSmsSender().send(toE164, body)
}
