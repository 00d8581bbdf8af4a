import { sql } from '@payloadcms/db-postgres'
import { DateTime } from 'luxon'

import { SmsSendError } from '@/integrations/sms'

import { claimSend, releaseSend, type SentMark } from '../appointments/sendClaims'
import { sendReminderEmail, sendReminderSms } from '../notifications/jobMessages'
import { customerEmail, customerMobile } from '../notifications/recipients'
import { loadParties, type AppointmentParties } from '../notifications/parties'
import { getPayloadClient } from '../payload'
import type { JobReport } from './types'
import { log } from '../observability/log'

type Channel = 'email' | 'sms'
const SENT_MARK: Record<Channel, SentMark> = { email: 'reminder_email_sent_at', sms: 'reminder_sms_sent_at' }
const FALLBACK_ZONE = 'Europe/Paris'

type Candidate = { id: number; start: Date | string; timezone: string | null }

/** Whether `start` falls on the day after `now` in the groomer's zone. */
export function isTomorrow(start: Date | string, now: Date, zone: string | null): boolean {
  const valid = zone && DateTime.now().setZone(zone).isValid ? zone : FALLBACK_ZONE
  const day = DateTime.fromJSDate(new Date(start)).setZone(valid).toISODate()
  return day === DateTime.fromJSDate(now).setZone(valid).plus({ days: 1 }).toISODate()
}

async function remind(parties: AppointmentParties, channel: Channel, to: string, now: Date, report: JobReport) {
  const id = parties.appointment.id
  if (!(await claimSend(id, SENT_MARK[channel], now))) return
  try {
    if (channel === 'email') await sendReminderEmail(parties, to)
    else await sendReminderSms(parties, to)
    report[`${channel}Sent`] += 1
  } catch (error) {
    report[`${channel}Failed`] += 1
    // A number the provider will never text stays claimed: retrying would fail every 15 minutes.
    if (!(error instanceof SmsSendError && error.reason === 'refused')) await releaseSend(id, SENT_MARK[channel], now)
    log('error', 'reminder not sent', { job: 'reminders', channel, appointment: id, error })
  }
}

/**
 * The day-before reminders: every confirmed appointment starting tomorrow in its groomer's zone
 * gets the reminder e-mail and SMS of the groomer's templates, each at most once.
 */
export async function sendDueReminders(now: Date): Promise<JobReport> {
  const payload = await getPayloadClient()
  // Tomorrow ends at most ~50 h from now in any zone; the exact day is checked with luxon below.
  const horizon = new Date(now.getTime() + 50 * 3600_000)
  const { rows } = await payload.db.drizzle.execute(sql`
    select a."id", a."start", u."timezone" from "appointments" a join "users" u on u."id" = a."groomer_id"
    where a."status" = 'confirmed' and a."start" > ${now.toISOString()}::timestamptz and a."start" < ${horizon.toISOString()}::timestamptz
      and (a."reminder_email_sent_at" is null or a."reminder_sms_sent_at" is null)
    order by a."start"`)
  const due = (rows as Candidate[]).filter((row) => isTomorrow(row.start, now, row.timezone))
  const report: JobReport = { due: due.length, emailSent: 0, emailFailed: 0, smsSent: 0, smsFailed: 0 }
  for (const { id } of due) {
    const parties = await loadParties(id, { wordings: true }).catch((error: unknown) => {
      // One unreadable appointment must not hold back the others' reminders.
      log('error', 'appointment unreadable', { job: 'reminders', appointment: id, error })
      return null
    })
    if (!parties) continue
    // A channel the groomer switched off sends nothing (the claim stays free if they switch it back on).
    const channels = parties.groomer.customerMessages
    const email = parties.appointment.reminderEmailSentAt || channels?.byEmail === false ? null : customerEmail(parties)
    const mobile = parties.appointment.reminderSmsSentAt || channels?.bySms === false ? null : customerMobile(parties)
    if (email) await remind(parties, 'email', email, now, report)
    if (mobile) await remind(parties, 'sms', mobile, now, report)
  }
  return report
}
