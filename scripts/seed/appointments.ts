/** Three appointments between the demo groomer and the demo attendee, placed relative to `now`. */
import { DateTime } from 'luxon'
import type { Payload } from 'payload'

import { DEMO_ATTENDEE } from './accounts'
import { DEMO_MOTIVES } from './catalog'
import type { GroomerSeed } from './plan'
import { ensureByKey, type EnsureResult } from './upsert'

const ZONE = 'Europe/Paris'

type PlannedAppointment = {
  reference: string
  status: 'confirmed' | 'pending'
  start: DateTime
  motiveIndex: number
  note: string
}

/** The nearest Tuesday–Friday from `from` (walking forward or back), at the given local time. */
function workdayAt(from: DateTime, step: 1 | -1, hour: number, minute: number): DateTime {
  let day = from.setZone(ZONE).startOf('day')
  while (day.weekday < 2 || day.weekday > 5) day = day.plus({ days: step })
  return day.set({ hour, minute })
}

export function planDemoAppointments(now: Date): PlannedAppointment[] {
  const today = DateTime.fromJSDate(now, { zone: ZONE })
  const upcoming = workdayAt(today.plus({ days: 2 }), 1, 10, 0)
  return [
    {
      reference: 'RDV-DEMO-0000-0001',
      status: 'confirmed',
      start: upcoming,
      motiveIndex: 0,
      note: 'Filou, bichon maltais de 3 ans, un peu craintif du séchoir.',
    },
    {
      reference: 'RDV-DEMO-0000-0002',
      status: 'pending',
      start: workdayAt(upcoming.plus({ days: 1 }), 1, 14, 30),
      motiveIndex: 1,
      note: 'Bain avant les vacances.',
    },
    {
      reference: 'RDV-DEMO-0000-0003',
      status: 'confirmed',
      start: workdayAt(today.minus({ days: 8 }), -1, 9, 30),
      motiveIndex: 2,
      note: 'Toilettage de Minette, chatte persane.',
    },
  ]
}

export async function seedDemoAppointments(
  payload: Payload,
  demo: { seed: GroomerSeed; groomerId: number; attendeeId: number; cityName: string },
  now: Date,
): Promise<EnsureResult> {
  const motives = await payload.find({
    collection: 'motives',
    where: { groomer: { equals: demo.groomerId } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const location = `${demo.seed.address}, ${demo.seed.postcode} ${demo.cityName}`
  return ensureByKey(
    payload,
    'appointments',
    'reference',
    planDemoAppointments(now).map((planned) => {
      const template = DEMO_MOTIVES[planned.motiveIndex] ?? DEMO_MOTIVES[0]
      const motive = motives.docs.find((m) => m.title === template?.title)
      const duration = template?.duration ?? 60
      return {
        key: planned.reference,
        data: {
          reference: planned.reference,
          groomer: demo.groomerId,
          attendee: demo.attendeeId,
          motive: motive?.id ?? null,
          title: template?.title ?? 'Rendez-vous',
          location,
          timezone: ZONE,
          start: planned.start.toUTC().toISO() ?? '',
          end: planned.start.plus({ minutes: duration }).toUTC().toISO() ?? '',
          status: planned.status,
          kind: 'salon' as const,
          attendeeEmails: [DEMO_ATTENDEE.email],
          numberOfAttendees: 1,
          note: planned.note,
        },
      }
    }),
  )
}
