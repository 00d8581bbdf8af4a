import { DateTime } from 'luxon'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as checkLogged } from '../../src/app/api/v1/auth/[segment]/check-logged/route'
import { GET as dataExport } from '../../src/app/api/v1/users/[id]/data-export/route'
import { DELETE as deleteGroomer } from '../../src/app/api/v1/users/[id]/route'
import { createBooking } from '../../src/server/booking/create'
import { findGroomerProfile } from '../../src/server/groomers/profile'
import { getPayloadClient } from '../../src/server/payload'
import { createAppointment, PASSWORD } from '../../scripts/lib/people'
import { bookableGroomer, nextWeekday, PET, uniqueMobile, verifiedAttendee } from './helpers/booking'
import { getTestPayload } from './helpers/payload'
import { columnsHolding } from './helpers/personalData'
import { getRequest, jsonRequest, params, setCookie } from './helpers/requests'
import { bearer } from './helpers/sessions'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const query = async (text: string, values: unknown[] = []) =>
  (await (await getPayloadClient()).db.pool.query(text, values)).rows as Record<string, unknown>[]

const exportOf = async (id: number, headers: Record<string, string>, format = 'json') =>
  dataExport(getRequest(`/api/v1/users/${id}/data-export?format=${format}`, headers), params({ id: String(id) }))

/** A groomer with a customer's booking and a customer file of their own. */
async function groomerWithCustomers(mark: string) {
  const { groomer, motive } = await bookableGroomer(payload)
  const attendee = await verifiedAttendee(payload, uniqueMobile())
  const booked = await createBooking(attendee, {
    groomer: groomer.id,
    motive: motive.id,
    start: nextWeekday(3, 11),
    pet: PET,
  })
  await (
    await getPayloadClient()
  ).db.pool.query(
    `insert into "customer_folders" ("groomer_id", "name", "email", "phone", "notes", "updated_at", "created_at")
     values ($1, $2, null, null, 'Caniche nerveux', now(), now())`,
    [groomer.id, `Dossier${mark}`],
  )
  return { groomer, motive, attendee, booked }
}

describe('GET /api/v1/users/{id}/data-export', () => {
  it('gives the groomer their account, motives, hours, appointments and customer files, and nothing of another groomer', async () => {
    const mine = await groomerWithCustomers(`A${Date.now()}`)
    const theirs = await groomerWithCustomers(`B${Date.now()}`)
    const headers = await bearer('users', mine.groomer.email)

    const response = await exportOf(mine.groomer.id, headers)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="mes-donnees-[\d-]+\.json"$/)
    const text = await response.text()
    const data = JSON.parse(text) as {
      compte: Record<string, unknown>
      motifs: Record<string, unknown>[]
      horaires: Record<string, unknown>[]
      rendez_vous: Record<string, unknown>[]
      dossiers_clients: Record<string, unknown>[]
    }
    expect(data.compte).toMatchObject({ e_mail: mine.groomer.email, adresse: '3 rue des Lilas', code_postal: '75011' })
    expect(text).not.toMatch(/"(hash|salt|reset_password_token|credentials)"/)
    expect(data.motifs).toEqual([expect.objectContaining({ motif: 'Toilettage complet', duree_minutes: 60 })])
    expect(data.horaires).toHaveLength(6)
    expect(data.rendez_vous).toEqual([
      expect.objectContaining({
        reference: mine.booked.reference,
        client: 'Paul Client',
        telephone_du_client: mine.attendee.phone,
      }),
    ])
    expect(data.dossiers_clients).toEqual([expect.objectContaining({ nom: expect.stringMatching(/^DossierA/) })])
    for (const other of [theirs.groomer.email, theirs.booked.reference, theirs.attendee.phone, 'DossierB'])
      expect(text).not.toContain(other)

    const csv = await exportOf(mine.groomer.id, headers, 'csv')
    expect(csv.status).toBe(200)
    expect(await csv.text()).toContain(`rendez_vous;1;reference;${mine.booked.reference}`)
  })

  it('refuses another groomer’s id (403), an owner’s session and no session (401)', async () => {
    const mine = await groomerWithCustomers(`C${Date.now()}`)
    const other = await groomerWithCustomers(`D${Date.now()}`)
    expect((await exportOf(other.groomer.id, await bearer('users', mine.groomer.email))).status).toBe(403)
    expect((await exportOf(mine.groomer.id, await bearer('attendees', mine.attendee.email))).status).toBe(401)
    expect((await exportOf(mine.groomer.id, {})).status).toBe(401)
  })
})

const removeGroomer = (id: number, headers: Record<string, string>, body: unknown) =>
  deleteGroomer(jsonRequest(`/api/v1/users/${id}`, body, { method: 'DELETE', headers }), params({ id: String(id) }))

describe('DELETE /api/v1/users/{id}', () => {
  it('is refused with a wrong password and while the subscription still charges; nothing changes', async () => {
    const mine = await groomerWithCustomers(`E${Date.now()}`)
    const headers = await bearer('users', mine.groomer.email)
    const wrong = await removeGroomer(mine.groomer.id, headers, { currentPassword: 'pas-le-bon-123' })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({
      fields: { currentPassword: 'Votre mot de passe actuel est incorrect.' },
    })
    await query(
      `insert into "billing_subscriptions" ("groomer_id", "stripe_customer_id", "stripe_subscription_id", "stripe_status")
       values ($1, $2, $3, 'active')`,
      [mine.groomer.id, `cus_${mine.groomer.id}`, `sub_${mine.groomer.id}`],
    )
    const running = await removeGroomer(mine.groomer.id, headers, { currentPassword: PASSWORD })
    expect(running.status).toBe(409)
    expect(await running.json()).toMatchObject({ error: expect.stringContaining('Votre abonnement est en cours') })
    expect((await removeGroomer(mine.groomer.id, {}, { currentPassword: PASSWORD })).status).toBe(401)
    const other = await groomerWithCustomers(`F${Date.now()}`)
    expect((await removeGroomer(other.groomer.id, headers, { currentPassword: PASSWORD })).status).toBe(403)
    const [row] = await query(`select "published", "email" from "users" where "id" = $1`, [mine.groomer.id])
    expect(row).toEqual({ published: true, email: mine.groomer.email })
    expect(await query(`select "status" from "appointments" where "reference" = $1`, [mine.booked.reference])).toEqual([
      { status: mine.booked.status },
    ])
    // Set to end at the period's end: nothing more will be charged, the account may go.
    await query(`update "billing_subscriptions" set "cancel_at_period_end" = true where "groomer_id" = $1`, [
      mine.groomer.id,
    ])
    expect((await removeGroomer(mine.groomer.id, headers, { currentPassword: PASSWORD })).status).toBe(200)
  })

  it('cancels the appointments to come with a word to each client, unpublishes the page and erases every personal field', async () => {
    const mark = `G${Date.now()}`
    const mine = await groomerWithCustomers(mark)
    const groomerPhone = uniqueMobile()
    const presentation = `Présentation${mark}`
    await payload.update({
      collection: 'users',
      id: mine.groomer.id,
      overrideAccess: true,
      data: {
        firstName: `Prénom${mark}`,
        lastName: `Nom${mark}`,
        displayName: `Salon${mark}`,
        phone: groomerPhone,
        presentation: {
          root: {
            type: 'root',
            version: 1,
            direction: null,
            format: '',
            indent: 0,
            children: [
              {
                type: 'paragraph',
                version: 1,
                direction: null,
                format: '',
                indent: 0,
                children: [
                  { type: 'text', version: 1, text: presentation, detail: 0, format: 0, mode: 'normal', style: '' },
                ],
              },
            ],
          },
        },
      },
    })
    // A walk-in customer's past visit, a template, a tracked call, a message to the groomer.
    const past = DateTime.now().minus({ days: 10 }).set({ hour: 10, minute: 0, second: 0, millisecond: 0 })
    const walkIn = await createAppointment(payload, {
      groomer: mine.groomer.id,
      start: past.toISO()!,
      end: past.plus({ hours: 1 }).toISO()!,
      status: 'confirmed',
    })
    await query(
      `update "appointments" set "visit_status" = 'finished', "customer_name" = $2, "customer_phone" = $3 where "id" = $1`,
      [walkIn.id, `Passant${mark}`, uniqueMobile()],
    )
    await query(
      `insert into "message_templates" ("groomer_id", "channel", "purpose", "body") values ($1, 'sms', 'requested', $2)`,
      [mine.groomer.id, `Modèle${mark}`],
    )
    await query(
      `insert into "outbox" ("channel", "to", "subject", "text", "status", "updated_at", "created_at")
       values ('email', $1, 'Nouvelle demande', $2, 'recorded', now(), now())`,
      [mine.groomer.email, `Bonjour Prénom${mark}`],
    )
    const headers = await bearer('users', mine.groomer.email)

    const response = await removeGroomer(mine.groomer.id, headers, { currentPassword: PASSWORD })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ deleted: true, cancelled: 1, appointmentsKept: 2 })
    expect(setCookie(response, 'user_token')?.expired ?? true).toBe(true)

    // The client of the appointment to come: cancelled by the groomer, and told.
    expect(
      await query(`select "status", "cancelled_by" from "appointments" where "reference" = $1`, [
        mine.booked.reference,
      ]),
    ).toEqual([{ status: 'cancelled', cancelled_by: 'groomer' }])
    const told = await query(
      `select "subject" from "outbox" where lower("to") = lower($1) order by "id" desc limit 1`,
      [mine.attendee.email],
    )
    expect(String(told[0]?.subject)).toMatch(/annul/i)
    // The page is gone: no profile, no sign-in.
    expect(await findGroomerProfile((mine.groomer as unknown as { uri: string }).uri)).toBeNull()
    const [account] = await query(`select "published", "display_name", "online_booking" from "users" where "id" = $1`, [
      mine.groomer.id,
    ])
    expect(account).toEqual({ published: false, display_name: 'Toiletteur supprimé', online_booking: false })
    const logged = await checkLogged(getRequest('/api/v1/auth/user/check-logged', headers), params({ segment: 'user' }))
    expect(logged.status).toBe(401)
    // Nothing personal left; the clients keep what they were told (their messages name the salon).
    for (const personal of [
      mine.groomer.email,
      groomerPhone,
      presentation,
      `Modèle${mark}`,
      `Passant${mark}`,
      `Dossier${mark}`,
    ])
      expect({ personal, found: await columnsHolding(personal) }).toEqual({ personal, found: [] })
    for (const name of [`Prénom${mark}`, `Nom${mark}`, `Salon${mark}`])
      expect({ name, found: await columnsHolding(name, ['outbox']) }).toEqual({ name, found: [] })
    // The walk-in's visit stays, without their name or number.
    expect(
      await query(`select "customer_name", "customer_phone" from "appointments" where "id" = $1`, [walkIn.id]),
    ).toEqual([{ customer_name: 'Client', customer_phone: null }])
  })
})
