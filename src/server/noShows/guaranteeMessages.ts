import { createElement } from 'react'

import { sql } from '@payloadcms/db-postgres'

import { GuaranteeNotice } from '../../../email-templates/GuaranteeNotice'
import { getSmsSender } from '@/integrations/sms'
import { priceLabel } from '@/lib/motivePrice'

import { send } from '../notifications/appointmentEmails'
import { appointmentMail, siteUrl } from '../notifications/appointmentMail'
import type { AppointmentParties } from '../notifications/parties'
import { customerEmail, customerMobile } from '../notifications/recipients'
import { log } from '../observability/log'
import { getPayloadClient } from '../payload'

/** A movement of the owner's money, as they are told of it. */
export type MoneyNotice =
  | { kind: 'refunded'; cents: number }
  | { kind: 'released' }
  | { kind: 'kept'; cents: number; refundedCents: number }
  | { kind: 'charged'; cents: number }
  | { kind: 'to_pay'; cents: number; payUrl: string }

const euros = (cents: number) => priceLabel(cents / 100)!

/** The e-mail's title and sentence, and the SMS (short: the amount and what to do). */
export function moneyWording(notice: MoneyNotice, groomerName: string, when: string) {
  switch (notice.kind) {
    case 'refunded':
      return {
        heading: `Votre acompte de ${euros(notice.cents)} est remboursé`,
        message: `Votre acompte pour le rendez-vous du ${when} chez ${groomerName} vous est remboursé sur votre carte (sous 5 à 10 jours selon votre banque).`,
        sms: `Votre acompte de ${euros(notice.cents)} (RDV du ${when}, ${groomerName}) est remboursé sur votre carte.`,
        amount: euros(notice.cents),
      }
    case 'released':
      return {
        heading: 'Votre empreinte bancaire est levée',
        message: `Rien ne sera débité pour le rendez-vous du ${when} chez ${groomerName} : votre carte n’est plus retenue.`,
        sms: null,
        amount: euros(0),
      }
    case 'kept':
      return {
        heading: `Frais d’absence : ${euros(notice.cents)} de votre acompte conservés`,
        message:
          `Comme prévu à la réservation, ${groomerName} conserve ${euros(notice.cents)} de votre acompte pour le rendez-vous du ${when}` +
          (notice.refundedCents > 0 ? ` ; ${euros(notice.refundedCents)} vous sont remboursés.` : '.'),
        sms: `${groomerName} conserve ${euros(notice.cents)} de votre acompte (RDV du ${when}), comme prévu à la réservation.`,
        amount: euros(notice.cents),
      }
    case 'charged':
      return {
        heading: `Frais d’absence débités : ${euros(notice.cents)}`,
        message: `Comme prévu à la réservation, ${euros(notice.cents)} ont été débités de votre carte enregistrée pour le rendez-vous du ${when} chez ${groomerName}.`,
        sms: `${euros(notice.cents)} de frais d’absence (RDV du ${when}, ${groomerName}) ont été débités de votre carte.`,
        amount: euros(notice.cents),
      }
    case 'to_pay':
      return {
        heading: `Frais d’absence à régler : ${euros(notice.cents)}`,
        message: `Votre carte n’a pas pu être débitée des frais d’absence prévus à la réservation du ${when} chez ${groomerName}. Vous pouvez les régler en ligne :`,
        sms: `Frais d’absence de ${euros(notice.cents)} (RDV du ${when}, ${groomerName}) à régler : ${notice.payUrl}`,
        amount: euros(notice.cents),
      }
  }
}

/** One message per movement and channel, even when a job and an event settle it at once. */
async function claimed(appointmentId: number, occasion: string, channel: 'email' | 'sms'): Promise<boolean> {
  const payload = await getPayloadClient()
  const { rows } = await payload.db.drizzle.execute(sql`
    insert into "customer_messages" ("appointment_id", "purpose", "channel", "occasion")
    values (${appointmentId}, 'money', ${channel}, ${occasion}) on conflict do nothing returning 1`)
  return rows.length > 0
}

/**
 * Tells the owner what happened to their money, by e-mail and by SMS, whatever the groomer's message
 * settings (it is their money). A failure is logged: the movement stands.
 */
export async function tellOwnerOfMoney(parties: AppointmentParties, notice: MoneyNotice): Promise<void> {
  const mail = appointmentMail(parties)
  const wording = moneyWording(notice, mail.groomerName, mail.when)
  const occasion = notice.kind
  const email = customerEmail(parties)
  const mobile = customerMobile(parties)
  const id = parties.appointment.id
  await Promise.all([
    email && (await claimed(id, occasion, 'email'))
      ? send(
          [email],
          wording.heading,
          createElement(GuaranteeNotice, {
            siteUrl: mail.siteUrl,
            heading: wording.heading,
            message: wording.message,
            groomerName: mail.groomerName,
            when: mail.when,
            reference: parties.appointment.reference,
            amount: wording.amount,
            payUrl: notice.kind === 'to_pay' ? notice.payUrl : null,
            termsUrl: `${siteUrl()}/cgv`,
          }),
        ).catch((error: unknown) => log('error', 'money e-mail not sent', { appointment: id, error }))
      : null,
    mobile && wording.sms && (await claimed(id, occasion, 'sms'))
      ? getSmsSender()
          .send(mobile, wording.sms)
          .catch((error: unknown) => log('error', 'money SMS not sent', { appointment: id, error }))
      : null,
  ])
}
