import { DateTime } from 'luxon'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as checkLogged } from '../../src/app/api/v1/auth/[segment]/check-logged/route'
import { GET as dataExport } from '../../src/app/api/v1/attendees/[id]/data-export/route'
import { DELETE as deleteAccount } from '../../src/app/api/v1/attendees/[id]/route'
import { createBooking } from '../../src/server/booking/create'
import { getPayloadClient } from '../../src/server/payload'
import { groomerFigures } from '../../src/server/statistics/figures'
import { PASSWORD } from '../../scripts/lib/people'
import { bookableGroomer, nextWeekday, PET, uniqueMobile, verifiedAttendee } from './helpers/booking'
import { getTestPayload } from './helpers/payload'
import { columnsHolding } from './helpers/personalData'
import { getRequest, jsonRequest, params, setCookie } from './helpers/requests'
import { bearer } from './helpers/sessions'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const sql = async (text: string, values: unknown[] = []) =>
  (await (await getPayloadClient()).db.pool.query(text, values)).rows as Record<string, unknown>[]

/** An owner with names, e-mail and mobile no other test uses, a pet, and a booking at `groomer`. */
async function ownerWithHistory(groomer: { id: number }, motive: { id: number }, mark: string, hour = 10) {
  const attendee = await verifiedAttendee(payload, uniqueMobile())
  const firstName = `Prénom${mark}`
  const lastName = `Nom${mark}`
  await payload.update({
    collection: 'attendees',
    id: attendee.id,
    overrideAccess: true,
    data: {
      firstName,
      lastName,
      pets: [{ name: `Filou${mark}`, species: 'dog', size: 'small', groomerNotes: `Note${mark}` }],
    },
  })
  const booked = await createBooking(
    { ...attendee, firstName, lastName },
    { groomer: groomer.id, motive: motive.id, start: nextWeekday(2, hour), pet: PET, note: `Remarque${mark}` },
  )
  return { attendee: { ...attendee, firstName, lastName }, booked }
}

/** Moves an appointment into the past, finished: it is history, not an appointment to come. */
async function makePast(reference: string, daysAgo: number) {
  const start = DateTime.now().minus({ days: daysAgo }).set({ hour: 10, minute: 0 })
  await sql(
    `update "appointments" set "start" = $2, "end" = $3, "status" = 'confirmed', "visit_status" = 'finished' where "reference" = $1`,
    [reference, start.toISO(), start.plus({ hours: 1 }).toISO()],
  )
}

const exportOf = async (id: number, headers: Record<string, string>, format = 'json') =>
  dataExport(getRequest(`/api/v1/attendees/${id}/data-export?format=${format}`, headers), params({ id: String(id) }))

const remove = (id: number, headers: Record<string, string>, body: unknown) =>
  deleteAccount(jsonRequest(`/api/v1/attendees/${id}`, body, { method: 'DELETE', headers }), params({ id: String(id) }))

describe('GET /api/v1/attendees/{id}/data-export', () => {
  it('gives the owner their account, pets, appointments and messages, as JSON and CSV, and nothing of another owner', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const mark = `X${Date.now()}`
    const { attendee, booked } = await ownerWithHistory(groomer, motive, mark)
    const other = await ownerWithHistory(groomer, motive, `Y${Date.now()}`, 14)
    const headers = await bearer('attendees', attendee.email)

    const response = await exportOf(attendee.id, headers)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="mes-donnees-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const text = await response.text()
    const data = JSON.parse(text) as Record<string, unknown> & {
      compte: Record<string, unknown>
      animaux: Record<string, unknown>[]
      rendez_vous: Record<string, unknown>[]
      messages_recus: Record<string, unknown>[]
    }
    expect(data.compte).toMatchObject({ prenom: attendee.firstName, nom: attendee.lastName, e_mail: attendee.email })
    expect(data.compte).not.toHaveProperty('hash')
    expect(text).not.toMatch(/"(hash|salt|reset_password_token)"/)
    expect(data.animaux).toContainEqual(
      expect.objectContaining({ nom: `Filou${mark}`, a_savoir_pour_le_toiletteur: `Note${mark}` }),
    )
    expect(data.rendez_vous).toEqual([
      expect.objectContaining({ reference: booked.reference, note: `Remarque${mark}`, statut: 'pending' }),
    ])
    // The request's e-mail to the owner is among the messages sent to them.
    expect(data.messages_recus.length).toBeGreaterThan(0)
    expect(
      data.messages_recus.every(
        (message) => message.destinataire === attendee.email || message.destinataire === attendee.phone,
      ),
    ).toBe(true)
    // Nothing of the other owner who booked the same groomer.
    for (const theirs of [other.attendee.email, other.attendee.lastName, other.booked.reference, other.attendee.phone])
      expect(text).not.toContain(theirs)

    const csv = await exportOf(attendee.id, headers, 'csv')
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/)
    const bytes = Buffer.from(await csv.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.subarray(3).toString('utf8').split('\r\n')
    expect(lines[0]).toBe('rubrique;element;champ;valeur')
    expect(lines).toContain(`compte;1;e_mail;${attendee.email}`)
    expect(lines).toContain(`rendez_vous;1;reference;${booked.reference}`)
    expect(lines).toContain('avis;;;')
  })

  it('refuses another owner’s id (403), no session (401) and an unknown format (400)', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const { attendee } = await ownerWithHistory(groomer, motive, `Z${Date.now()}`)
    const other = await verifiedAttendee(payload, uniqueMobile())
    const headers = await bearer('attendees', attendee.email)
    expect((await exportOf(other.id, headers)).status).toBe(403)
    expect((await exportOf(attendee.id, {})).status).toBe(401)
    const wrong = await exportOf(attendee.id, headers, 'xml')
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ error: expect.any(String), fields: { format: 'Format : json ou csv.' } })
  })

  it('an account made with someone else’s e-mail gets none of their messages', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    await ownerWithHistory(groomer, motive, `S${Date.now()}`)
    // The groomer's notice of that booking went to the groomer's e-mail; an owner signs up with it.
    expect((await sql(`select 1 from "outbox" where lower("to") = lower($1)`, [groomer.email])).length).toBeGreaterThan(
      0,
    )
    const impostor = await payload.create({
      collection: 'attendees',
      overrideAccess: true,
      data: { email: groomer.email, password: PASSWORD, firstName: 'Faux', lastName: 'Compte' },
    })
    const response = await exportOf(impostor.id, await bearer('attendees', groomer.email))
    expect(((await response.json()) as { messages_recus: unknown[] }).messages_recus).toEqual([])
  })
})

describe('DELETE /api/v1/attendees/{id}', () => {
  it('is refused while an appointment is to come, and with a wrong password; nothing changes', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const { attendee } = await ownerWithHistory(groomer, motive, `U${Date.now()}`)
    const headers = await bearer('attendees', attendee.email)
    const wrong = await remove(attendee.id, headers, { currentPassword: 'pas-le-bon-123' })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({
      fields: { currentPassword: 'Votre mot de passe actuel est incorrect.' },
    })
    const upcoming = await remove(attendee.id, headers, { currentPassword: PASSWORD })
    expect(upcoming.status).toBe(409)
    expect(await upcoming.json()).toMatchObject({
      error:
        'Vous avez un rendez-vous à venir : annulez-le depuis « Mes rendez-vous » (ou appelez votre toiletteur) avant de supprimer votre compte.',
    })
    expect((await remove(attendee.id, {}, { currentPassword: PASSWORD })).status).toBe(401)
    expect(await sql(`select 1 from "attendees" where "id" = $1`, [attendee.id])).toHaveLength(1)
  })

  it('is refused while a deposit is open, and counts wrong passwords like sign-ins (429 after 5)', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const { attendee, booked } = await ownerWithHistory(groomer, motive, `T${Date.now()}`)
    await makePast(booked.reference, 5)
    const [appointment] = await sql(`select "id" from "appointments" where "reference" = $1`, [booked.reference])
    await sql(
      `insert into "booking_guarantees" ("appointment_id", "groomer_id", "attendee_id", "kind", "amount_cents", "fee_cents",
         "free_cancellation_hours", "account_id", "state", "checkout_expires_at")
       values ($1, $2, $3, 'deposit', 1500, 0, 24, 'acct_test', 'secured', now())`,
      [appointment!.id, groomer.id, attendee.id],
    )
    const headers = await bearer('attendees', attendee.email)
    const open = await remove(attendee.id, headers, { currentPassword: PASSWORD })
    expect(open.status).toBe(409)
    expect(await open.json()).toMatchObject({ error: expect.stringContaining('acompte ou une empreinte bancaire') })
    await sql(`update "booking_guarantees" set "state" = 'released' where "appointment_id" = $1`, [appointment!.id])

    for (let attempt = 0; attempt < 5; attempt++)
      expect((await remove(attendee.id, headers, { currentPassword: `devine-${attempt}` })).status).toBe(400)
    const limited = await remove(attendee.id, headers, { currentPassword: PASSWORD })
    expect(limited.status).toBe(429)
    expect(await sql(`select 1 from "attendees" where "id" = $1`, [attendee.id])).toHaveLength(1)
  })

  it('erases every personal field, keeps the visits anonymised for the groomer, and leaves their figures unchanged', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const mark = `W${Date.now()}`
    const { attendee, booked } = await ownerWithHistory(groomer, motive, mark)
    const stays = await ownerWithHistory(groomer, motive, `V${Date.now()}`, 14)
    await makePast(booked.reference, 20)
    await makePast(stays.booked.reference, 21)
    // A published review, a customer file at the groomer, a waiting list, a phone code, a settled deposit.
    const appointmentId = Number(
      (await sql(`select "id" from "appointments" where "reference" = $1`, [booked.reference]))[0]!.id,
    )
    await sql(
      `insert into "booking_guarantees" ("appointment_id", "groomer_id", "attendee_id", "kind", "amount_cents", "fee_cents",
         "free_cancellation_hours", "account_id", "state", "checkout_expires_at")
       values ($1, $2, $3, 'deposit', 1500, 0, 24, 'acct_test', 'released', now())`,
      [appointmentId, groomer.id, attendee.id],
    )
    await payload.create({
      collection: 'reviews',
      overrideAccess: true,
      data: {
        appointment: appointmentId,
        groomer: groomer.id,
        attendee: attendee.id,
        authorName: `${attendee.firstName} N.`,
        visitDate: DateTime.now().minus({ days: 20 }).toISO()!,
        ratings: { welcome: 5, petCare: 5, result: 5, value: 4 },
        text: 'Très bon accueil, mon chien est ravi.',
        status: 'published',
      },
    })
    const [folder] = await sql(
      `insert into "customer_folders" ("groomer_id", "attendee_id", "name", "email", "phone", "notes", "updated_at", "created_at")
       values ($1, $2, $3, $4, $5, 'Aime les friandises', now(), now()) returning "id"`,
      [groomer.id, attendee.id, `${attendee.firstName} ${attendee.lastName}`, attendee.email, attendee.phone],
    )
    await sql(`update "appointments" set "customer_folder_id" = $1 where "id" = $2`, [folder!.id, appointmentId])
    await sql(
      `insert into "waitlist_subscriptions" ("groomer_id", "attendee_id", "motive_id", "first_day", "last_day", "status", "updated_at", "created_at")
       values ($1, $2, $3, '2030-01-01', '2030-01-31', 'waiting', now(), now())`,
      [groomer.id, attendee.id, motive.id],
    )
    await sql(
      `insert into "phone_verifications" ("phone", "code_hash", "expires_at", "attempts", "updated_at", "created_at")
       values ($1, 'x', now() + interval '5 minutes', 0, now(), now())`,
      [attendee.phone],
    )
    const owner = { id: groomer.id, collection: 'users', timezone: 'Europe/Paris' } as never
    const period = { from: DateTime.now().minus({ days: 60 }).toJSDate(), to: DateTime.now().toJSDate() }
    const figuresBefore = await groomerFigures(owner, period)
    const appointmentsBefore = await sql(`select count(*)::int as "n" from "appointments" where "groomer_id" = $1`, [
      groomer.id,
    ])
    const headers = await bearer('attendees', attendee.email)

    const response = await remove(attendee.id, headers, { currentPassword: PASSWORD })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ deleted: true, appointmentsKept: 1 })
    expect(setCookie(response, 'attendee_token')?.expired ?? true).toBe(true)

    for (const personal of [
      attendee.email,
      attendee.firstName,
      attendee.lastName,
      String(attendee.phone),
      `Note${mark}`,
      `Remarque${mark}`,
    ])
      expect({ personal, found: await columnsHolding(personal) }).toEqual({ personal, found: [] })
    // The visit stays in the groomer's history, under a pseudonym; the other owner's is untouched.
    const [kept] = await sql(
      `select "attendee_id", "customer_name", "customer_phone", "status" from "appointments" where "reference" = $1`,
      [booked.reference],
    )
    expect(kept).toMatchObject({ attendee_id: null, customer_phone: null, status: 'confirmed' })
    expect(String(kept!.customer_name)).toMatch(/^Client supprimé · [0-9A-Z]{6}$/)
    expect(await sql(`select "name", "notes" from "customer_folders" where "id" = $1`, [folder!.id])).toEqual([
      { name: kept!.customer_name, notes: 'Aime les friandises' },
    ])
    expect(await sql(`select count(*)::int as "n" from "appointments" where "groomer_id" = $1`, [groomer.id])).toEqual(
      appointmentsBefore,
    )
    expect(await groomerFigures(owner, period)).toEqual(figuresBefore)
    expect(await sql(`select 1 from "attendees" where "id" = $1`, [stays.attendee.id])).toHaveLength(1)
    // The old session is gone with the account.
    const logged = await checkLogged(
      getRequest('/api/v1/auth/attendee/check-logged', headers),
      params({ segment: 'attendee' }),
    )
    expect(logged.status).toBe(401)
  })
})
