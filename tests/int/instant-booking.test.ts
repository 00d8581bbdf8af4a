import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PUT as updateMotive } from '../../src/app/api/v1/motives/[id]/route'
import { drainFollowUps } from '../../src/server/appointments/followUps'
import { createBooking } from '../../src/server/booking/create'
import { bookableGroomer, nextWeekday, PET, uniqueMobile, verifiedAttendee } from './helpers/booking'
import { getTestPayload } from './helpers/payload'
import { outboxInOrder } from './helpers/records'
import { jsonRequest, params } from './helpers/requests'
import { bearer } from './helpers/sessions'

/**
 * Issue 34 item 3: instant booking, per motive, chosen by the groomer (off by default): an online
 * booking of such a motive is confirmed on creation, with a validation's messages; a request of any
 * other motive still waits for the groomer.
 */
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const leftToJobs = { defer: () => undefined, followUp: () => undefined }

async function world() {
  const { groomer, motive } = await bookableGroomer(payload)
  const attendee = await verifiedAttendee(payload, uniqueMobile())
  return { groomer, motive, attendee: { ...attendee, collection: 'attendees' as const } }
}

const subjects = async (to: string) => (await outboxInOrder(to, 'email')).map((mail) => mail.subject)

describe('instant booking', () => {
  it('is off by default: a booking is a request the groomer validates', async () => {
    const { groomer, motive, attendee } = await world()
    const booked = await createBooking(attendee, {
      groomer: groomer.id,
      motive: motive.id,
      start: nextWeekday(2, 10),
      pet: { ...PET },
      note: '',
    })
    expect(booked.status).toBe('pending')
    expect((await subjects(groomer.email)).join(' | ')).toMatch(/^Nouvelle demande de rendez-vous/)
  })

  it('the groomer turns it on for a motive: a booking of it is confirmed at once, told as a validation', async () => {
    const { groomer, motive, attendee } = await world()
    const answer = await updateMotive(
      jsonRequest(
        `/api/v1/motives/${motive.id}`,
        { title: motive.title, duration: 60, price: 55, kind: 'salon', bookableOnline: true, instantBooking: true },
        { method: 'PUT', headers: await bearer('users', groomer.email) },
      ),
      params({ id: String(motive.id) }),
    )
    expect(answer.status).toBe(200)

    const booked = await createBooking(
      attendee,
      { groomer: groomer.id, motive: motive.id, start: nextWeekday(2, 11), pet: { ...PET }, note: '' },
      new Date(),
      leftToJobs,
    )
    expect(booked).toMatchObject({ status: 'confirmed' })
    expect(booked.confirmedAt).toBeTruthy()
    const { rows } = await payload.db.drizzle.execute(
      sql`select "status", "confirmed_at" is not null as "confirmed" from "appointments" where "id" = ${booked.id}`,
    )
    expect(rows).toEqual([{ status: 'confirmed', confirmed: true }])
    const { rows: queued } = await payload.db.drizzle.execute(
      sql`select "change" from "appointment_follow_ups" where "appointment_id" = ${booked.id}`,
    )
    expect(queued).toEqual([{ change: { kind: 'booked' } }])

    await drainFollowUps()
    const groomerMails = await subjects(groomer.email)
    expect(groomerMails).toHaveLength(1)
    expect(groomerMails[0]).toMatch(/^Nouveau rendez-vous confirmé/)
    // The owner gets the confirmation a validation sends (not « demande envoyée »).
    const ownerMails = await subjects(attendee.email)
    expect(ownerMails).toHaveLength(1)
    expect(ownerMails[0]).toMatch(/confirmé/i)
    expect(ownerMails[0]).not.toMatch(/demande/i)
    // A confirmed appointment has its entry in the site's own calendar.
    const { rows: entries } = await payload.db.drizzle.execute(
      sql`select count(*)::int as "count" from "calendar_entries" where "appointment_id" = ${booked.id}`,
    )
    expect(entries).toEqual([{ count: 1 }])
  })

  it('several pets are confirmed at once only when every motive is', async () => {
    const { groomer, motive, attendee } = await world()
    await payload.update({ collection: 'motives', id: motive.id, overrideAccess: true, data: { instantBooking: true } })
    const other = await payload.create({
      collection: 'motives',
      overrideAccess: true,
      data: { groomer: groomer.id, title: 'Bain', duration: 30, price: 25, kind: 'salon', bookableOnline: true },
    })
    const booked = await createBooking(attendee, {
      groomer: groomer.id,
      start: nextWeekday(2, 14),
      pets: [
        { name: 'Filou', species: 'dog', breed: '', size: 'small', motive: motive.id, savedPet: null },
        { name: 'Mina', species: 'cat', breed: '', size: 'small', motive: other.id, savedPet: null },
      ],
      note: '',
    })
    expect(booked.status).toBe('pending')
  })
})
