import { sql } from '@payloadcms/db-postgres'
import { DateTime } from 'luxon'

import { SmsSendError } from '@/integrations/sms'

import { claimSend, releaseSend, type SentMark } from '../appointments/sendClaims'
import { sendReminderEmail, sendReminderSms } from '../notifications/jobMessages'
import { customerEmail, customerMobile } from '../notifications/recipients'
import { loadParties, type AppointmentParties } from '../notifications/parties'
import { inOneRoundTrip } from '../db/oneRoundTrip'
import { getPayloadClient } from '../payload'
import type { JobReport } from './types'
import { log } from '../observability/log'

type Channel = 'email' | 'sms'
const SENT_MARK: Record<Channel, SentMark> = { email: 'reminder_email_sent_at', sms: 'reminder_sms_sent_at' }
const FALLBACK_ZONE = 'Europe/Paris'

type Candidate = { id: number; start: Date | string; timezone: string | null }

/** The groomer's zone, Paris when luxon does not know it. */
const zoneOrFallback = (zone: string | null) => (zone && DateTime.now().setZone(zone).isValid ? zone : FALLBACK_ZONE)

/** Whether `start` falls on the day after `now` in the groomer's zone. */
export function isTomorrow(start: Date | string, now: Date, zone: string | null): boolean {
  const valid = zoneOrFallback(zone)
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

/** Tomorrow in `zone` (Paris when luxon does not know it), as an instant range. */
function tomorrowIn(zone: string | null, now: Date): { from: number; until: number } {
  const start = DateTime.fromJSDate(now).setZone(zoneOrFallback(zone)).plus({ days: 1 }).startOf('day')
  return { from: start.toMillis(), until: start.plus({ days: 1 }).toMillis() }
}

/**
 * The appointments of tomorrow (in any of the groomers' zones) with a reminder still to settle on a
 * channel their groomer keeps on (a channel switched off is not looked at: the claim stays free
 * should they switch it back on). The window is tomorrow's, from the earliest zone's to the latest
 * one's, so a run reads tomorrow's rows only (bench:market); the exact day is checked by the caller.
 */
export async function reminderCandidates(now: Date): Promise<Candidate[]> {
  const payload = await getPayloadClient()
  // The groomers' zones, one index entry each (a loose scan: a handful of zones among thousands of groomers).
  const { rows: zones } = await payload.db.drizzle.execute(sql`
    with recursive "zone" as (
      (select "timezone" from "users" where "timezone" is not null order by "timezone" limit 1)
      union all
      select (select u."timezone" from "users" u where u."timezone" > z."timezone" order by u."timezone" limit 1)
      from "zone" z where z."timezone" is not null
    )
    select "timezone" from "zone" where "timezone" is not null`)
  const windows = [FALLBACK_ZONE, ...zones.map((row) => row.timezone as string | null)].map((zone) =>
    tomorrowIn(zone, now),
  )
  const from = new Date(Math.max(now.getTime(), Math.min(...windows.map((w) => w.from)))).toISOString()
  const until = new Date(Math.max(...windows.map((w) => w.until))).toISOString()
  // A read of a few milliseconds: the planner, expecting thousands of rows, started two parallel
  // workers for it (60 ms at market size). None, for this read only (SET LOCAL lasts the round trip).
  const rows = await inOneRoundTrip([
    sql`set local max_parallel_workers_per_gather = 0`,
    sql`
    select a."id", a."start", u."timezone" from "appointments" a join "users" u on u."id" = a."groomer_id"
    where a."status" = 'confirmed' and a."start" >= ${from}::timestamptz and a."start" < ${until}::timestamptz
      -- Implied by the next condition, written out so the planner takes the index of unsettled reminders.
      and (a."reminder_email_sent_at" is null or a."reminder_sms_sent_at" is null)
      and ((a."reminder_email_sent_at" is null and u."customer_messages_by_email" is not false)
        or (a."reminder_sms_sent_at" is null and u."customer_messages_by_sms" is not false))
    order by a."start"`,
  ])
  return rows as Candidate[]
}

/**
 * The day-before reminders: every confirmed appointment starting tomorrow in its groomer's zone
 * gets the reminder e-mail and SMS of the groomer's templates, each at most once. A channel with no
 * address to write to (a customer known by phone only) is settled at once, so that the next runs
 * do not read that appointment again every quarter of an hour (bench:market: 10,000 of them).
 */
export async function sendDueReminders(now: Date): Promise<JobReport> {
  const due = (await reminderCandidates(now)).filter((row) => isTomorrow(row.start, now, row.timezone))
  const report: JobReport = {
    due: due.length,
    emailSent: 0,
    emailFailed: 0,
    smsSent: 0,
    smsFailed: 0,
    withoutAddress: 0,
  }
  for (const { id } of due) {
    const parties = await loadParties(id, { wordings: true }).catch((error: unknown) => {
      // One unreadable appointment must not hold back the others' reminders.
      log('error', 'appointment unreadable', { job: 'reminders', appointment: id, error })
      return null
    })
    if (!parties) continue
    const channels = parties.groomer.customerMessages
    const { reminderEmailSentAt, reminderSmsSentAt } = parties.appointment
    if (!reminderEmailSentAt && channels?.byEmail !== false) {
      const email = customerEmail(parties)
      if (email) await remind(parties, 'email', email, now, report)
      else if (await claimSend(id, SENT_MARK.email, now)) report.withoutAddress += 1
    }
    if (!reminderSmsSentAt && channels?.bySms !== false) {
      const mobile = customerMobile(parties)
      if (mobile) await remind(parties, 'sms', mobile, now, report)
      else if (await claimSend(id, SENT_MARK.sms, now)) report.withoutAddress += 1
    }
  }
  return report
}
