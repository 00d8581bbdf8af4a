import type { ScheduleInput } from 'booking-engine'
import { DateTime } from 'luxon'

import { SmsSendError } from '@/integrations/sms'
import type { Attendee, User } from '@/payload-types'

import type { JobReport } from '../jobs/types'
import { attendeeMobile } from '../notifications/recipients'
import { log } from '../observability/log'
import { getPayloadClient } from '../payload'
import { loadGroomerSchedule } from '../slots/groomerSchedule'
import { lastVisits, rhythmOf, type LastVisit } from './candidates'
import { claimReminder, releaseReminder, remindedSince, type ReminderChannel, type ReminderKey } from './claims'
import { DEFAULT_ZONE, LATE_DAYS, localDay, rhythmDueDate } from './dueDate'
import { rebookingUrl, stopRemindersUrl } from './links'
import { sendRebookingEmail, sendRebookingSms, type RebookingMessage } from './messages'
import { takesOnlineBookings } from '../groomers/onlineBooking'

/** Reminders leave in the groomer's daytime, never at night (an SMS wakes people). */
export const SEND_FROM_HOUR = 9
export const SEND_UNTIL_HOUR = 20

type Groomer = Pick<
  User,
  | 'id'
  | 'timezone'
  | 'country'
  | 'holidayRegion'
  | 'bookingDelays'
  | 'uri'
  | 'displayName'
  | 'firstName'
  | 'lastName'
  | 'onlineBooking'
  | 'bookingSuspended'
  | 'customerMessages'
>
type GroomerContext = { groomer: Groomer; schedule: ScheduleInput; zone: string }

const GROOMER_FIELDS = {
  timezone: true,
  country: true,
  holidayRegion: true,
  bookingDelays: true,
  uri: true,
  displayName: true,
  firstName: true,
  lastName: true,
  onlineBooking: true,
  bookingSuspended: true,
  customerMessages: true,
} as const

async function groomerContext(id: number, now: Date): Promise<GroomerContext> {
  const payload = await getPayloadClient()
  // System read: the job reads the groomer's public settings and opening days, shown to no one.
  const groomer = (await payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    overrideAccess: true,
    select: GROOMER_FIELDS,
  })) as Groomer
  const { schedule } = await loadGroomerSchedule(groomer, { from: now, until: now })
  return { groomer, schedule, zone: schedule.timezone || DEFAULT_ZONE }
}

/** Whether `now` is a moment to remind of `dueDate`: on or after it (not too late), in the groomer's daytime. */
export function isSendingTime(dueDate: string, now: Date, zone: string): boolean {
  const local = DateTime.fromJSDate(now).setZone(zone)
  const today = local.toISODate() ?? ''
  const latest = DateTime.fromISO(dueDate, { zone }).plus({ days: LATE_DAYS }).toISODate() ?? ''
  return today >= dueDate && today <= latest && local.hour >= SEND_FROM_HOUR && local.hour < SEND_UNTIL_HOUR
}

async function deliver(
  key: ReminderKey,
  channel: ReminderChannel,
  lastVisitDay: string,
  report: JobReport,
  sendIt: () => Promise<void>,
) {
  if (await remindedSince(key, channel, lastVisitDay)) return
  if (!(await claimReminder(key, channel))) return
  try {
    await sendIt()
    report[`${channel}Sent`] += 1
  } catch (error) {
    report[`${channel}Failed`] += 1
    // A number the provider will never text stays claimed: retrying would fail every run.
    if (!(error instanceof SmsSendError && error.reason === 'refused')) await releaseReminder(key, channel)
    log('error', 'rebooking reminder not sent', {
      job: 'rebooking-reminders',
      channel,
      attendee: key.attendeeId,
      error,
    })
  }
}

async function remind(visit: LastVisit, context: GroomerContext, now: Date, report: JobReport) {
  const rhythm = rhythmOf(visit)
  const { groomer, schedule, zone } = context
  if (!rhythm || !takesOnlineBookings(groomer)) return
  const dueDate = rhythmDueDate(visit.start, rhythm, schedule, visit.duration)
  if (!dueDate || !isSendingTime(dueDate, now, zone)) return
  report.due += 1
  const payload = await getPayloadClient()
  // System read: the owner this reminder goes to.
  const attendee: Attendee = await payload.findByID({
    collection: 'attendees',
    id: visit.attendeeId,
    depth: 0,
    overrideAccess: true,
  })
  const message: RebookingMessage = {
    attendeeId: attendee.id,
    attendeeFirstName: attendee.firstName,
    petName: visit.petName,
    groomerName: groomer.displayName || `${groomer.firstName} ${groomer.lastName}`,
    motive: visit.motiveTitle,
    dueDate,
    zone,
    rhythmWeeks: rhythm,
    bookUrl: rebookingUrl(groomer.uri, visit.motiveId, dueDate, visit.petName),
    stopUrl: stopRemindersUrl(attendee.id),
  }
  const key: ReminderKey = { attendeeId: visit.attendeeId, groomerId: visit.groomerId, petKey: visit.petKey, dueDate }
  const lastVisitDay = localDay(visit.start, zone)
  const mobile = attendeeMobile(attendee)
  if (groomer.customerMessages?.byEmail !== false)
    await deliver(key, 'email', lastVisitDay, report, () => sendRebookingEmail(message, attendee.email))
  if (mobile && groomer.customerMessages?.bySms !== false)
    await deliver(key, 'sms', lastVisitDay, report, () => sendRebookingSms(message, mobile))
}

/**
 * The rebooking reminders: each pet whose grooming rhythm has come round since its last finished
 * visit (due day moved past the groomer's closed days), with nothing booked ahead with that
 * groomer, gets one e-mail and one SMS (verified phone) per due date, in the groomer's daytime.
 */
export async function sendRebookingReminders(now: Date): Promise<JobReport> {
  const report: JobReport = { due: 0, emailSent: 0, emailFailed: 0, smsSent: 0, smsFailed: 0 }
  const groomers = new Map<number, Promise<GroomerContext>>()
  for (const visit of await lastVisits(now)) {
    try {
      if (!groomers.has(visit.groomerId)) groomers.set(visit.groomerId, groomerContext(visit.groomerId, now))
      await remind(visit, await groomers.get(visit.groomerId)!, now, report)
    } catch (error) {
      // One unreadable record must not hold back the other owners' reminders.
      log('error', 'rebooking reminder skipped', {
        job: 'rebooking-reminders',
        appointment: visit.appointmentId,
        error,
      })
    }
  }
  return report
}
