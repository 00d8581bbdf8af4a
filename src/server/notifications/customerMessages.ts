import { sql } from '@payloadcms/db-postgres'

import { getSmsSender, SmsSendError } from '@/integrations/sms'

import { log } from '../observability/log'
import { isOwnerPushPurpose, ownerWantsPush, pushOwnerNotice } from '../push/ownerNotice'
import { getPayloadClient } from '../payload'
import { renderTemplate } from '../templates/render'
import {
  sendCancellation,
  sendConfirmation,
  sendMove,
  sendReady,
  sendRefusal,
  sendRequestReceived,
} from './appointmentEmails'
import { customerEmail, customerMobile } from './recipients'
import type { AppointmentParties } from './parties'

/** What the customer is told, each in the groomer's e-mail and SMS wording (the reminder has its own job). */
export type CustomerMessagePurpose =
  'requested' | 'postponed' | 'confirmation' | 'move' | 'cancellation' | 'refusal' | 'ready'
type Channel = 'email' | 'sms' | 'push'

/**
 * Takes the right to send one message on each of `channels`: the first to insert a channel's row
 * sends it, any second call for the same occasion (a retry, another instance) finds it taken.
 * Answers the channels taken here (all of them in one statement).
 */
async function claim(
  appointmentId: number,
  purpose: CustomerMessagePurpose,
  channels: readonly Channel[],
  occasion: string,
): Promise<Set<Channel>> {
  if (channels.length === 0) return new Set()
  const payload = await getPayloadClient()
  const rowsToClaim = channels.map((channel) => sql`(${appointmentId}, ${purpose}, ${channel}, ${occasion})`)
  const { rows } = await payload.db.drizzle.execute(sql`
    insert into "customer_messages" ("appointment_id", "purpose", "channel", "occasion") values ${sql.join(rowsToClaim, sql`, `)}
    on conflict do nothing returning "channel"`)
  return new Set(rows.map((row) => row.channel as Channel))
}

/** A send that failed for a passing reason gives its claim back: the same occasion may try again. */
async function release(appointmentId: number, purpose: CustomerMessagePurpose, channel: Channel, occasion: string) {
  const payload = await getPayloadClient()
  await payload.db.drizzle.execute(sql`
    delete from "customer_messages" where "appointment_id" = ${appointmentId} and "purpose" = ${purpose} and "channel" = ${channel} and "occasion" = ${occasion}`)
}

/** Sends one claimed message; a failure is logged and, when passing, gives the claim back. */
async function deliver(
  parties: AppointmentParties,
  purpose: CustomerMessagePurpose,
  channel: Channel,
  occasion: string,
  send: () => Promise<unknown>,
) {
  const id = parties.appointment.id
  try {
    await send()
  } catch (error) {
    // A number the provider will never text stays claimed: trying again would fail the same way.
    if (!(error instanceof SmsSendError && error.reason === 'refused')) await release(id, purpose, channel, occasion)
    log('error', 'customer message not sent', { purpose, channel, appointment: id, error })
  }
}

function sendEmail(parties: AppointmentParties, purpose: CustomerMessagePurpose, to: string, previousStart?: string) {
  switch (purpose) {
    case 'requested':
    case 'postponed':
      return sendRequestReceived(parties, to, purpose, previousStart)
    case 'confirmation':
      return sendConfirmation(parties, to)
    case 'refusal':
      return sendRefusal(parties, to)
    case 'cancellation':
      return sendCancellation(parties, to)
    case 'move':
      return sendMove(parties, to, previousStart)
    case 'ready':
      return sendReady(parties, to)
  }
}

async function sendSms(parties: AppointmentParties, purpose: CustomerMessagePurpose, toE164: string) {
  const wording = await renderTemplate(purpose, 'sms', parties)
  await getSmsSender().send(toE164, wording.body)
}

/**
 * Tells the customer, by e-mail and by SMS, in the groomer's wording (and by a push to their phone
 * for a confirmation or « prêt » when they switched it on): each channel the groomer
 * keeps on (and, for a change made in the agenda, ticked in « Prévenir le client ? »: `channels`),
 * to the address or verified mobile we have (the number typed by the groomer counts), at most once
 * per `occasion` (a move is one occasion per new time). A failure is logged.
 */
export async function messageCustomer(
  parties: AppointmentParties,
  purpose: CustomerMessagePurpose,
  options: { occasion?: string; previousStart?: string; channels?: { email: boolean; sms: boolean } } = {},
): Promise<void> {
  const occasion = options.occasion ?? ''
  const settings = parties.groomer.customerMessages
  const email = settings?.byEmail === false || options.channels?.email === false ? null : customerEmail(parties)
  const mobile = settings?.bySms === false || options.channels?.sms === false ? null : customerMobile(parties)
  // The owner's phone too, when they asked for it there, unless the groomer chose to tell them nothing
  // (neither channel ticked for this change, or both switched off in their settings).
  const silenced =
    (options.channels?.email === false && options.channels.sms === false) ||
    (settings?.byEmail === false && settings?.bySms === false)
  const push = isOwnerPushPurpose(purpose) && !silenced && (await ownerWantsPush(parties, purpose)) ? purpose : null
  const wanted = (['email', 'sms', 'push'] as const).filter((channel) =>
    channel === 'email' ? email : channel === 'sms' ? mobile : push,
  )
  const claimed = await claim(parties.appointment.id, purpose, wanted, occasion)
  await Promise.all([
    push && claimed.has('push')
      ? deliver(parties, purpose, 'push', occasion, () => pushOwnerNotice(parties, push))
      : null,
    email && claimed.has('email')
      ? deliver(parties, purpose, 'email', occasion, () => sendEmail(parties, purpose, email, options.previousStart))
      : null,
    mobile && claimed.has('sms')
      ? deliver(parties, purpose, 'sms', occasion, () => sendSms(parties, purpose, mobile))
      : null,
  ])
}
