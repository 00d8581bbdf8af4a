import { DateTime } from 'luxon'
import type { Payload } from 'payload'

import type { Attendee } from '../../../src/payload-types'
import type { AuthenticatedPerson } from '../../../src/server/auth/tokens'

import { createAttendee, createGroomer } from '../../../scripts/lib/people'

/** A published groomer open Monday to Saturday 09:00–18:00 (Paris), with a 60-minute bookable motive. */
export async function bookableGroomer(
  payload: Payload,
  settings: { cancellationNoticeHours?: number; phone?: string } = {},
) {
  const groomer = await createGroomer(payload)
  for (const weekday of ['1', '2', '3', '4', '5', '6'] as const) {
    await payload.create({
      collection: 'availabilities',
      overrideAccess: true,
      data: { groomer: groomer.id, weekday, start: '09:00', end: '18:00', everyNWeeks: 1 },
    })
  }
  await payload.update({
    collection: 'users',
    id: groomer.id,
    overrideAccess: true,
    data: {
      address: '3 rue des Lilas',
      postcode: '75011',
      phone: settings.phone ?? '01 23 45 67 89',
      cancellationNoticeHours: settings.cancellationNoticeHours ?? 24,
    },
  })
  const motive = await payload.create({
    collection: 'motives',
    overrideAccess: true,
    data: {
      groomer: groomer.id,
      title: 'Toilettage complet',
      duration: 60,
      price: 55,
      kind: 'salon',
      bookableOnline: true,
    },
  })
  return { groomer, motive }
}

/** An attendee whose mobile number is verified (booking needs it). */
export async function verifiedAttendee(payload: Payload, phone = '+33612345678') {
  const attendee = await createAttendee(payload)
  await payload.update({
    collection: 'attendees',
    id: attendee.id,
    overrideAccess: true,
    data: { phone, phoneCountryCode: 'FR', phoneVerified: true },
  })
  return { ...attendee, phone, phoneCountryCode: 'FR', phoneVerified: true } as AuthenticatedPerson & Attendee
}

/** A French mobile no other test texts (the outbox is shared by every test of a run). */
export const uniqueMobile = () => `+3367${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`

/** The start of `hour`:00 (Paris) on the next `weekday` (1 = Monday) at least `minDays` from now, as ISO. */
export function nextWeekday(weekday: number, hour: number, minDays = 3): string {
  let day = DateTime.now().setZone('Europe/Paris').startOf('day').plus({ days: minDays })
  while (day.weekday !== weekday) day = day.plus({ days: 1 })
  return day.set({ hour }).toISO() ?? ''
}

export const PET = { name: 'Filou', species: 'dog', breed: 'Caniche', size: 'small' } as const

/** `hour`:00 (Paris) on the first working day (Monday to Saturday) at least `days` from now, as ISO: a fixed distance ahead, whatever today is. */
export function workdayAhead(days: number, hour: number): string {
  let day = DateTime.now().setZone('Europe/Paris').startOf('day').plus({ days })
  if (day.weekday === 7) day = day.plus({ days: 1 })
  return day.set({ hour }).toISO() ?? ''
}
