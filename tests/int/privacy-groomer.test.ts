import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as dataExport } from '../../src/app/api/v1/users/[id]/data-export/route'
import { createBooking } from '../../src/server/booking/create'
import { getPayloadClient } from '../../src/server/payload'
import { bookableGroomer, nextWeekday, PET, uniqueMobile, verifiedAttendee } from './helpers/booking'
import { getTestPayload } from './helpers/payload'
import { getRequest, params } from './helpers/requests'
import { bearer } from './helpers/sessions'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

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
