import type { ScheduleInput } from 'booking-engine'
import { DateTime } from 'luxon'

import { SmsSendError } from '@/integrations/sms'
import type { Attendee, User } from '@/payload-types'

import type { JobReport } from '../jobs/types'
import { attendeeMobile } from '../notifications/recipients'
import { log } from '../observability/log'
import { getPayloadClient } from '../payload'
import { loadGroomerSchedule } from '../slots/groomerSchedule'
import {
  DUE_BATCH,
  type DueCursor,
  dueVisits,
  refreshDueRows,
  settleTooLate,
  writeNextLooks,
  type DueVisit,
} from './candidates'
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

/** What to do with a due row now: send it, look again at a later moment, or let it go. */
export type NextLook = { send: true } | { send: false; at: Date | null }

/**
 * The moment for `dueDate` in the groomer's zone: on the day or in the LATE_DAYS after it, in
 * the groomer's daytime. Before it, the next daytime start on or after the due day; after the
 * last day, nothing more.
 */
export function nextLook(dueDate: string, now: Date, zone: string): NextLook {
  const local = DateTime.fromJSDate(now).setZone(zone)
  const today = local.toISODate() ?? ''
  const latest = DateTime.fromISO(dueDate, { zone }).plus({ days: LATE_DAYS }).toISODate() ?? ''
  const opening = (day: string) => DateTime.fromISO(day, { zone }).set({ hour: SEND_FROM_HOUR }).toJSDate()
  if (today > latest) return { send: false, at: null }
  if (today < dueDate) return { send: false, at: opening(dueDate) }
  if (local.hour < SEND_FROM_HOUR) return { send: false, at: opening(today) }
  if (local.hour < SEND_UNTIL_HOUR) return { send: true }
  const tomorrow = local.plus({ days: 1 }).toISODate() ?? ''
  return tomorrow > latest ? { send: false, at: null } : { send: false, at: opening(tomorrow) }
}

async function deliver(
  key: ReminderKey,
  channel: ReminderChannel,
  lastVisitDay: string,
  report: JobReport,
  sendIt: () => Promise<void>,
): Promise<'done' | 'retry'> {
  if (await remindedSince(key, channel, lastVisitDay)) return 'done'
  if (!(await claimReminder(key, channel))) return 'done'
  try {
    await sendIt()
    report[`${channel}Sent`] += 1
    return 'done'
  } catch (error) {
    report[`${channel}Failed`] += 1
    // A number the provider will never text stays claimed: retrying would fail every run.
    if (error instanceof SmsSendError && error.reason === 'refused') return 'done'
    await releaseReminder(key, channel)
    log('error', 'rebooking reminder not sent', {
      job: 'rebooking-reminders',
      channel,
      attendee: key.attendeeId,
      error,
    })
    return 'retry'
  }
}

/**
 * Looks at one due row: sends its reminders when its exact due day (moved past the groomer's
 * closed days) has come in the groomer's daytime. Answers when to look again (null: settled; 'retry': a send failed for a passing reason).
 */
async function remind(
  visit: DueVisit,
  context: GroomerContext,
  now: Date,
  report: JobReport,
): Promise<Date | null | 'retry'> {
  const rhythm = visit.rhythmWeeks
  const { groomer, schedule, zone } = context
  if (!rhythm || visit.optedOut || visit.bookedAhead || !takesOnlineBookings(groomer)) return null
  const dueDate = rhythmDueDate(visit.start, rhythm, schedule, visit.duration)
  if (!dueDate) return null
  const look = nextLook(dueDate, now, zone)
  if (!look.send) return look.at
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
  const outcomes: ('done' | 'retry')[] = []
  if (groomer.customerMessages?.byEmail !== false)
    outcomes.push(await deliver(key, 'email', lastVisitDay, report, () => sendRebookingEmail(message, attendee.email)))
  if (mobile && groomer.customerMessages?.bySms !== false)
    outcomes.push(await deliver(key, 'sms', lastVisitDay, report, () => sendRebookingSms(message, mobile)))
  // A send that failed for a passing reason is tried again at the next run.
  return outcomes.includes('retry') ? 'retry' : null
}

/**
 * The rebooking reminders: each pet whose grooming rhythm has come round since its last finished
 * visit (due day moved past the groomer's closed days), with nothing booked ahead with that
 * groomer, gets one e-mail and one SMS (verified phone) per due date, in the groomer's daytime.
 * Reads only the rows whose moment has come (decision 0073), after recomputing the changed ones.
 */
export async function sendRebookingReminders(now: Date): Promise<JobReport> {
  const report: JobReport = { due: 0, emailSent: 0, emailFailed: 0, smsSent: 0, smsFailed: 0 }
  await refreshDueRows(now)
  await settleTooLate(now)
  const groomers = new Map<number, Promise<GroomerContext>>()
  let cursor: DueCursor | undefined
  for (;;) {
    const batch = await dueVisits(now, cursor)
    const looks: { visit: DueVisit; at: Date | null }[] = []
    for (const visit of batch) {
      try {
        if (!groomers.has(visit.groomerId)) groomers.set(visit.groomerId, groomerContext(visit.groomerId, now))
        const at = await remind(visit, await groomers.get(visit.groomerId)!, now, report)
        // A retry keeps its moment: the next run reads it again.
        if (at !== 'retry') looks.push({ visit, at })
      } catch (error) {
        // One unreadable record must not hold back the other owners' reminders.
        log('error', 'rebooking reminder skipped', {
          job: 'rebooking-reminders',
          appointment: visit.appointmentId,
          error,
        })
      }
    }
    await writeNextLooks(looks)
    if (batch.length < DUE_BATCH) return report
    cursor = batch.at(-1)
  }
}
