import { sql } from '@payloadcms/db-postgres'
import { DateTime } from 'luxon'
import { createElement } from 'react'

import { ReviewRequest } from '../../../email-templates/ReviewRequest'
import { getSmsSender } from '@/integrations/sms'

import { claimSend, releaseSend } from '../appointments/sendClaims'
import type { JobReport } from '../jobs/types'
import { send } from '../notifications/appointmentEmails'
import { attendeeMobile } from '../notifications/recipients'
import { loadParties, type AppointmentParties } from '../notifications/parties'
import { siteUrl } from '../notifications/siteUrl'
import { log } from '../observability/log'
import { getPayloadClient } from '../payload'
import { reviewPagePath, signReviewLink } from './reviewLink'
import { REQUEST_WITHIN_DAYS, REVIEW_LINK_DAYS } from './rules'

/** Requests go out from this hour of the groomer's day, never at night. */
export const REQUEST_FROM_HOUR = 10

/**
 * Finished visits of an account holder whose day (the visit's, or when it was marked finished if
 * earlier) is over in the appointment's zone, it is past 10:00 there, no request went out yet and
 * no review exists. Older than a week: never asked (the job's first run must not write to old clients).
 */
async function dueAppointments(now: Date): Promise<number[]> {
  const payload = await getPayloadClient()
  const at = now.toISOString()
  const oldest = new Date(now.getTime() - REQUEST_WITHIN_DAYS * 86_400_000).toISOString()
  const { rows } = await payload.db.drizzle.execute(sql`
    with finished as (
      select a."id", least(a."end", a."visit_status_at") as "day_of",
        coalesce((select z."name" from pg_timezone_names z where z."name" = a."timezone"), 'Europe/Paris') as "zone"
      from "appointments" a
      where a."visit_status" = 'finished' and a."status" = 'confirmed' and a."attendee_id" is not null
        and a."review_request_sent_at" is null and a."end" > ${oldest}::timestamptz
        and not exists (select 1 from "reviews" r where r."appointment_id" = a."id")
    )
    select "id" from finished
    where ("day_of" at time zone "zone")::date < (${at}::timestamptz at time zone "zone")::date
      and extract(hour from (${at}::timestamptz at time zone "zone")) >= ${REQUEST_FROM_HOUR}
    order by "id"`)
  return (rows as { id: number }[]).map((row) => row.id)
}

/** The link and the words of one request. */
export function reviewRequestOf({ appointment, groomer, attendee, motive }: AppointmentParties, now: Date) {
  if (!attendee) return null
  const zone = appointment.timezone || 'Europe/Paris'
  const url = `${siteUrl()}${reviewPagePath(signReviewLink(appointment.reference, attendee.id, now))}`
  const visitDay = DateTime.fromISO(appointment.start, { zone }).setLocale('fr').toFormat('cccc d LLLL yyyy')
  return {
    url,
    visitDay,
    groomerName: groomer.displayName ?? 'votre toiletteur',
    motive: motive?.title ?? appointment.title ?? 'Toilettage',
    validUntil: DateTime.fromJSDate(now, { zone })
      .plus({ days: REVIEW_LINK_DAYS })
      .setLocale('fr')
      .toFormat('d LLLL yyyy'),
  }
}

async function request(parties: AppointmentParties, now: Date, report: JobReport) {
  const id = parties.appointment.id
  const words = reviewRequestOf(parties, now)
  if (!words || !parties.attendee?.email) return
  if (!(await claimSend(id, 'review_request_sent_at', now))) return
  const { attendee, appointment } = parties
  try {
    const element = createElement(ReviewRequest, {
      siteUrl: siteUrl(),
      attendeeFirstName: attendee.firstName,
      groomerName: words.groomerName,
      visitDay: words.visitDay,
      motive: words.motive,
      reference: appointment.reference,
      reviewUrl: words.url,
      validUntil: words.validUntil,
    })
    await send([attendee.email], `Votre avis sur ${words.groomerName}`, element)
    report.emailSent += 1
  } catch (error) {
    report.emailFailed += 1
    await releaseSend(id, 'review_request_sent_at', now)
    log('error', 'review request not sent', { job: 'review-requests', appointment: id, error })
    return
  }
  const mobile = attendeeMobile(attendee)
  if (!mobile) return
  // The SMS follows the e-mail under the same claim: a failed text is not worth a second e-mail.
  await getSmsSender()
    .send(mobile, `${words.groomerName} : comment s’est passé votre rendez-vous ? Donnez votre avis : ${words.url}`)
    .then(() => (report.smsSent += 1))
    .catch((error: unknown) => {
      report.smsFailed += 1
      log('error', 'review request SMS not sent', { job: 'review-requests', appointment: id, error })
    })
}

/** The day after a finished visit: the owner gets the signed link to review it, once. */
export async function sendReviewRequests(now: Date): Promise<JobReport> {
  const due = await dueAppointments(now)
  const report: JobReport = { due: due.length, emailSent: 0, emailFailed: 0, smsSent: 0, smsFailed: 0 }
  for (const id of due) {
    const parties = await loadParties(id).catch((error: unknown) => {
      log('error', 'appointment unreadable', { job: 'review-requests', appointment: id, error })
      return null
    })
    if (parties) await request(parties, now, report)
  }
  return report
}
