import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as appointmentAction } from '../../src/app/api/v1/appointments/[reference]/[action]/route'
import { historyLabel } from '../../src/lib/customerContact'
import { withCustomerNames } from '../../src/server/appointments/customers'
import { createBooking } from '../../src/server/booking/create'
import { bookableGroomer, nextWeekday, PET, verifiedAttendee } from './helpers/booking'
import { getTestPayload } from './helpers/payload'
import { outboxTo, stored } from './helpers/records'
import { params } from './helpers/requests'
import { bearer } from './helpers/sessions'

/** Issue 33 item 4: why owners cancel, and no-shows counted across the marketplace for the groomer. */
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const cancel = (reference: string, headers: Record<string, string>, body?: unknown) =>
  appointmentAction(
    new Request(`http://localhost:3100/api/v1/appointments/${reference}/cancel`, {
      method: 'POST',
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
    params({ reference, action: 'cancel' }),
  )

async function booked() {
  const { groomer, motive } = await bookableGroomer(payload)
  const attendee = await verifiedAttendee(payload)
  const appointment = await createBooking(attendee, {
    groomer: groomer.id,
    motive: motive.id,
    start: nextWeekday(3, 11),
    pet: PET,
    note: '',
  })
  return { groomer, attendee, appointment, headers: await bearer('attendees', attendee.email) }
}

describe('the owner says why they cancel', () => {
  it('the reason is stored and told to the groomer in the cancellation e-mail', async () => {
    const { groomer, appointment, headers } = await booked()
    expect((await cancel(appointment.reference, headers, { reason: 'pet_unwell' })).status).toBe(200)
    expect(await stored('appointments', appointment.id)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'pet_unwell',
      cancellationNote: null,
    })
    await expect
      .poll(
        async () =>
          (await outboxTo(groomer.email)).find((mail) => /^Rendez-vous annulé/.test(mail.subject ?? ''))?.html,
      )
      .toContain('Mon animal est malade ou blessé')
  })

  it('« autre » takes the owner’s words; without a body the cancellation still works (older clients)', async () => {
    const other = await booked()
    const response = await cancel(other.appointment.reference, other.headers, {
      reason: 'other',
      note: '  Déménagement  ',
    })
    expect(response.status).toBe(200)
    expect(await stored('appointments', other.appointment.id)).toMatchObject({
      cancellationReason: 'other',
      cancellationNote: 'Déménagement',
    })
    await expect
      .poll(async () => (await outboxTo(other.groomer.email)).map((mail) => mail.text).join('\n'))
      .toContain('Autre raison : Déménagement')
    const silent = await booked()
    expect((await cancel(silent.appointment.reference, silent.headers)).status).toBe(200)
    expect(await stored('appointments', silent.appointment.id)).toMatchObject({
      status: 'cancelled',
      cancellationReason: null,
    })
  })

  it('an unknown reason, words without a reason or too many words are a 400 in French that cancels nothing', async () => {
    const { appointment, headers } = await booked()
    const fields = async (body: unknown) => {
      const response = await cancel(appointment.reference, headers, body)
      expect(response.status).toBe(400)
      return ((await response.json()) as { fields: Record<string, string> }).fields
    }
    expect(await fields({ reason: 'bored' })).toEqual({ reason: 'Choisissez la raison de l’annulation dans la liste.' })
    expect(await fields({ note: 'Sans raison' })).toEqual({ reason: 'Choisissez d’abord la raison de l’annulation.' })
    expect(await fields({ reason: 'other', note: 'x'.repeat(301) })).toEqual({ note: '300 caractères au plus.' })
    expect(await fields({ reason: 'other', extra: 1 })).toEqual({ _: expect.stringMatching(/extra/) })
    expect(await stored('appointments', appointment.id)).toMatchObject({ status: 'pending', cancellationReason: null })
  })
})

describe('an owner’s no-shows with other groomers', () => {
  it('are counted next to their name for the groomer, never detailed', async () => {
    const { groomer, attendee, appointment } = await booked()
    const elsewhere = await bookableGroomer(payload)
    for (const day of [40, 30])
      await payload.db.drizzle.execute(sql`
        insert into "appointments" ("reference", "groomer_id", "attendee_id", "source", "customer_name", "title", "timezone",
          "start", "end", "status", "visit_status", "kind", "number_of_attendees", "updated_at", "created_at")
        values (${`NSE-${attendee.id}-${day}`}, ${elsewhere.groomer.id}, ${attendee.id}, 'online', '', 'Bain', 'Europe/Paris',
          now() - ${`${day} days`}::interval, now() - ${`${day} days`}::interval + interval '1 hour', 'confirmed',
          'no_show', 'salon', 1, now(), now())`)
    const [mine] = await withCustomerNames([await stored('appointments', appointment.id)])
    expect(mine!.customerHistory).toEqual({ visits: 0, noShows: 0, noShowsElsewhere: 2 })
    expect(historyLabel(mine!.customerHistory!)).toBe(
      'Première visite · 2 rendez-vous manqués chez d’autres toiletteurs',
    )
    // The other groomer sees them as their own no-shows, not as « elsewhere ».
    const [theirs] = await withCustomerNames([
      (await payload.find({ collection: 'appointments', where: { reference: { equals: `NSE-${attendee.id}-40` } } }))
        .docs[0]!,
    ])
    expect(theirs!.customerHistory).toEqual({ visits: 0, noShows: 2 })
    expect(groomer.id).not.toBe(elsewhere.groomer.id)
  })
})
